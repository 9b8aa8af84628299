// RUN: %omp2cuda -fopenmp %s -o %t
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// autoconf's probe of a function, as configure writes it: declared
// without its header, with another type.  gcc compiles and links it (a
// warning at most); so does omp2cuda, which adds no header to the file.
// CHECK: char malloc();
char malloc();
int
main(void)
{
	return malloc();
}

/* Declare target routines of other files: what is not supported yet.
 * RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
 */
#pragma omp declare target
int noproto();
extern int sizeless[];
#pragma omp end declare target
int undeclared(int);

int main(void)
{
	int r = 0;
#pragma omp target map(from: r)
	{
		// CHECK: diag_rdc.c:[[@LINE+1]]:7: error: declare target function 'noproto' is defined in another file and declared here without a prototype: declare its parameters
		r = noproto();
		// CHECK: diag_rdc.c:[[@LINE+1]]:8: error: variable 'sizeless' of type 'int[]' in a target region is not supported yet
		r += sizeless[0];
		// CHECK: diag_rdc.c:[[@LINE+1]]:8: error: call to 'undeclared' in a target region is not supported yet: it is not defined in this file or a header it includes (another translation unit's function is compiled for the host only); define it here or in a header, or declare it and define it in a '#pragma omp declare target' block
		r += undeclared(1);
	}
	return r;
}

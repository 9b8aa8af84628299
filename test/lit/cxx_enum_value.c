// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// An enumeration's value converted to a wider or floating type, implicitly or by a cast, is the
// value of its C compatible type (unsigned int for an enum with no negative constant: (long)e of
// (enum E)-1 is 4294967295), where CUDA C++ would convert an int (-1): the .cu file converts
// through the compatible type first.

enum color { RED, GREEN, BLUE };
enum sign { NEG = -1, POS };

void
f(long *out, double *d)
{
#pragma omp target map(from: out[0:4], d[0:2])
	{
		enum color e = (enum color)-1;
		enum sign g = NEG;
		// CHECK: {{^[[:space:]]+}}out[0] = (unsigned int)(e);
		out[0] = e;
		// CHECK: {{^[[:space:]]+}}out[1] = (long)(unsigned int)(e);
		out[1] = (long)e;
		// CHECK: {{^[[:space:]]+}}d[0] = (double)(unsigned int)(e);
		d[0] = (double)e;
		// CHECK: {{^[[:space:]]+}}out[2] = (int)(g);
		out[2] = g;
		// CHECK: {{^[[:space:]]+}}out[3] = (int)e;
		out[3] = (int)e;
		d[1] = 0;
	}
}

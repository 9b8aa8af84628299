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
		// another file's function (implicitly declare target): no error
		// CHECK-NOT: 'undeclared'
		r += undeclared(1);
	}
	return r;
}

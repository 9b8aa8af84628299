// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// Declarations macros write that omp2cuda cannot copy: a type declared
// in a function by a macro, the initializer of a declare target variable
// that the macro declaring it writes; and static from a macro is static.
#define DECL(t, n) t n
#define TYPEDEF(t, n) typedef t n;
#define STATIC static

#pragma omp declare target
DECL(double, factor = 2.5);
#pragma omp end declare target

int main(void)
{
	// CHECK: :[[@LINE+1]]:2: error: type 'lreal', declared inside a function and used in a target region: a macro writes its declaration
	TYPEDEF(float, lreal)
	lreal v[4] = {1, 2, 3, 4};
	int out[1];
#pragma omp target map(tofrom: v) map(from: out)
	{
		STATIC int z;
		// CHECK: :[[@LINE+1]]:3: error: static variable 'z' in a target region is not supported yet
		z++;
		// CHECK: :[[@LINE+1]]:25: error: declare target variable 'factor' has an initializer that the macro declaring it writes
		out[0] = (int)(v[0] * factor);
	}
	return 0;
}

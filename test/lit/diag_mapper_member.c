// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A mapper applies to a variable of its type, not to a member of that
// type inside another struct: mapping the outer struct would copy the
// member without what its mapper says, so it is an error.
typedef struct {
	int n;
	int scratch[4];
} In;
typedef struct {
	int k;
	In in[2];
} Out;
#pragma omp declare mapper(In v) map(to: v.n)

int
main(void)
{
	Out o = {1, {{4, {0}}, {5, {0}}}};
	In i = o.in[0];
// CHECK: :[[@LINE+1]]:32: error: 'o' has a member 'in' whose type has a default 'declare mapper': mappers of members are not supported yet
#pragma omp target map(tofrom: o)
	o.k = o.in[1].n;
// CHECK-NOT: error
#pragma omp target map(tofrom: i)
	i.n = 2;
	return o.k + i.n;
}

// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A default mapper applies to the members of its type of a mapped
// struct (cxx_mapper_members.cpp); of an array member's elements, it is
// not supported yet: an error, not a copy of the member without what
// its mapper says.
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
// CHECK: :[[@LINE+1]]:32: error: 'o' has a member 'in', an array whose element type has a default 'declare mapper': mappers of the elements of a member are not supported yet
#pragma omp target map(tofrom: o)
	o.k = o.in[1].n;
// CHECK-NOT: error
#pragma omp target map(tofrom: i)
	i.n = 2;
	return o.k + i.n;
}

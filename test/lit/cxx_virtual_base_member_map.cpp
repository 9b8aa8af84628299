// A map clause naming a pointer member of a virtual base class, in a member
// function and through an object: the base's place in the object is the
// object's, not the class's, so the member has no fixed offset for the
// map to cover: a located error before any other compiler runs.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
struct Data {
	double *p;
	int n;
};

struct View : virtual Data {
	void scale(double f)
	{
// CHECK: cxx_virtual_base_member_map.cpp:[[@LINE+1]]:62: error: map of 'p[0:n]' is not supported yet: 'p' is a member of a virtual base class, which has no fixed place in the object
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
		for (int i = 0; i < n; i++)
			p[i] *= f;
	}
};

void twice(View &v)
{
// CHECK: cxx_virtual_base_member_map.cpp:[[@LINE+1]]:62: error: map of 'v.p[0:v.n]' is not supported yet: 'p' is a member of a virtual base class, which has no fixed place in the object
#pragma omp target teams distribute parallel for map(tofrom: v.p[0:v.n])
	for (int i = 0; i < v.n; i++)
		v.p[i] *= 2;
}

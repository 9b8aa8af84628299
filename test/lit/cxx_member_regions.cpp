// Regions in member functions and constructors (defined in the class or
// outside it): the host fallback of one in the class is a static member
// function before it; a region that names `this` or a data member is an
// error at the name, before nvcc.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda -c %s -DMEMBERS -o %t.o 2>&1 | FileCheck %s
// HOST: struct Grid {
// HOST: host fallback of o2c_cxx_member_regions_{{[0-9]+}}
// HOST-NEXT: static void
// HOST: Grid(int n_) : n(n_)
// HOST: host fallback of o2c_cxx_member_regions_{{[0-9]+}}
// HOST-NEXT: static void
// HOST: void clear(float v)
struct Grid {
	float *cells;
	int n;
	Grid(int n_) : n(n_)
	{
		cells = new float[n];
		float *c = cells;
		int m = n;
#pragma omp target teams distribute parallel for map(from: c[0:m])
		for (int i = 0; i < m; i++)
			c[i] = i;
	}
	void clear(float v)
	{
		float *c = cells;
		int m = n;
#pragma omp target teams distribute parallel for map(from: c[0:m])
		for (int i = 0; i < m; i++)
			c[i] = v;
	}
#ifdef MEMBERS
	void zero()
	{
// CHECK: :[[@LINE+1]]:60: error: 'cells' in a clause of a target region in a member function is not supported yet
#pragma omp target teams distribute parallel for map(from: cells[0:n])
// CHECK: :[[@LINE+1]]:23: error: 'this' in a target region (a data member or a member function named in it) is not supported yet
		for (int i = 0; i < n; i++)
// CHECK: :[[@LINE+1]]:4: error: 'this' in a target region
			cells[i] = 0;
// CHECK: :[[@LINE+1]]:24: error: 'this' in a clause of a target region in a member function
#pragma omp target map(this[:1])
// CHECK: :[[@LINE+1]]:5: error: 'this' in a target region
		{ this->n = 0; }
	}
#endif
};

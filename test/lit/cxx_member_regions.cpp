// Regions in member functions and constructors (defined in the class or
// outside it): the host fallback of one in the class is a static member
// function before it.  What `this` in a region does not do yet is an
// error at the name, before nvcc (cxx_this.cpp: what it does).
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
// CHECK: :[[@LINE+1]]:63: error: 'n' in a clause of a target region in a member function is not supported yet
#pragma omp target teams distribute parallel for firstprivate(n)
		for (int i = 0; i < 4; i++)
			cells[i] = 0;
	}
	void hidden();

private:
	static int secret() { return 1; }
#endif
};
#ifdef MEMBERS
void Grid::hidden()
{
#pragma omp target
// CHECK: :[[@LINE+1]]:15: error: member 'secret', not public, named through 'this' in a target region is not supported yet (the member function is defined outside its class, and so is the host fallback)
	{ cells[0] = secret(); }
}
#endif

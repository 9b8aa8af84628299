// Static data members that are not constants, in target regions: each
// is one variable of static storage duration, captured as a file-scope
// variable is (a scalar firstprivate, an array mapped tofrom), whatever
// names it: C::v, o.v, p->v, v alone and this->v in a member function,
// of a class in a namespace or of a class template's instantiation.  The
// kernel and the host fallback name their parameter; the host code binds
// the name to the member before the region's maps.  Errors: a function
// the region calls names one that is not declare target (as it would a
// file-scope variable), one is declare target (CUDA has no __device__
// static data member) or a declare target list names one, one is named
// through an expression with effects or through an object other than
// for its value, a variable of the same name is visible where the region
// is, a map clause names one by other than its full name.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda -c -DERRORS %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
namespace ns {
struct Grid {
	static double scale;
	static int cells[8];
	int pad;
};
double Grid::scale = 2.0;
int Grid::cells[8];
}
template <class T> struct Pool {
	static T base;
};
template <class T> T Pool<T>::base = 1;

class Counter {
	static int step;

public:
	int run(int x)
	{
		int r = 0;
// CHECK: __global__ void
// CHECK-NEXT: o2c_cxx_static_data_members_{{[0-9]+}}(int *o2c_ref_r, int x, int step, O2cDone o2c_done)
// CHECK: r = x + step + step;
// HOST: {{^[[:blank:]]*}}auto &step = Counter::step;
// HOST: {{^[[:blank:]]*}}{.value = (void *)&step, .type = O2C_ARG_I32
#pragma omp target map(tofrom: r)
		r = x + step + this->step;
		return r;
	}
};
int Counter::step = 3;

#ifdef ERRORS
#pragma omp declare target
struct Marked {
	static int on;
};
int Marked::on = 1;
#pragma omp end declare target
struct Listed {
	static int x;
};
int Listed::x;
// ERR: :[[@LINE+1]]:42: error: 'x' in a declare target directive names a static data member: not supported yet
#pragma omp declare target enter(Listed::x)
int cell(int i)
{
	// ERR: :[[@LINE+1]]:9: error: file-scope or static variable 'cells' in a function called from a target region must be in a '#pragma omp declare target' directive
	return ns::Grid::cells[i];
}
#endif

int main()
{
	ns::Grid g, *pg = &g;
	double s = 0;
// CHECK: __global__ void
// CHECK-NEXT: o2c_cxx_static_data_members_{{[0-9]+}}(double *o2c_ref_s, double scale, long base, int *__restrict__ cells, O2cDone o2c_done)
// CHECK: s = scale + scale + scale + base;
// CHECK-NEXT: cells[1] = 5;
// CHECK-NEXT: scale = 4;
// HOST: {{^}}o2c_cxx_static_data_members_{{[0-9]+}}_host(double *o2c_ref_s, double scale, long base, int *cells)
// HOST: {{^[[:blank:]]*}}(*o2c_ref_s) = scale + scale + scale + base;
// HOST-NEXT: {{^[[:blank:]]*}}cells[1] = 5;
// HOST-NEXT: {{^[[:blank:]]*}}scale = 4;
// HOST: {{^}}int main()
// HOST: {{^[[:blank:]]*}}auto &scale = ns::Grid::scale;
// HOST-NEXT: {{^[[:blank:]]*}}auto &base = Pool<long>::base;
// HOST-NEXT: {{^[[:blank:]]*}}auto &cells = ns::Grid::cells;
// HOST: {{^[[:blank:]]*}}{.host = (void *)(cells), .bytes = sizeof(cells), .type = O2C_MAP_TOFROM
#pragma omp target map(tofrom: s)
	{
		s = ns::Grid::scale + g.scale + pg->scale + Pool<long>::base;
		ns::Grid::cells[1] = 5;
		g.scale = 4;
	}
#ifdef ERRORS
#pragma omp target map(tofrom: s)
	s = cell(1);
#pragma omp target map(tofrom: s)
	// ERR: :[[@LINE+1]]:6: error: declare target static data member 'on' in device code is not supported yet
	s = Marked::on;
#pragma omp target map(tofrom: s)
	// ERR: :[[@LINE+1]]:6: error: static data member 'scale' named through an expression other than a variable or 'this'
	s = pg[0].scale;
#pragma omp target map(tofrom: s)
	// ERR: :[[@LINE+1]]:6: error: static data member 'cells' named through an object in device code is supported where its value is read or assigned, of an arithmetic type: name it as 'ns::Grid::cells' here
	s = g.cells[0];
#pragma omp target map(tofrom: s)
	{
		// ERR: :[[@LINE+1]]:16: error: static data member 'scale' named through an object
		double *p = &g.scale;
		s = *p;
	}
	{
		typedef ns::Grid G;
		// ERR: :[[@LINE+1]]:32: error: map of 'G::scale' is not supported yet: a qualified name must be the full name
#pragma omp target map(tofrom: G::scale)
		G::scale = 1;
	}
	{
		int base = 2;
#pragma omp target map(tofrom: s) map(to: base)
		// ERR: :[[@LINE+1]]:7: error: 'base' names another variable where this target region is: a region that names 'Pool<long>::base' there too is not supported yet
		s = Pool<long>::base;
	}
#endif
	return s != 0;
}

// Members that are not public in regions: the .cu file's copy of the
// class declares the kernels of its member functions' regions, then
// makes them friends; the host code attaches a private pointer member of
// an object at its offset, as code outside the class cannot name it.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda -c %s -DERRORS -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
class Base {
protected:
	int n = 4;
};

namespace ns {
// CHECK: namespace ns { class Acc; } /* its member functions' kernels, its friends */
// CHECK-NEXT: extern "C" __global__ void [[K:o2c_cxx_private_members_[0-9]+]](ns::Acc *o2c_this, O2cDone o2c_done);
// CHECK: namespace ns { class Acc : public Base {
// CHECK: private:
// CHECK-NEXT: double total = 0;
// CHECK-NEXT: friend __global__ void ::[[K]](ns::Acc *o2c_this, O2cDone o2c_done);
// CHECK: }; }
class Acc : public Base {
public:
	void sum()
	{
#pragma omp target
		for (int i = 0; i < n; i++)
			total += i;
	}

private:
	double total = 0;
};
} // namespace ns

// CHECK: [[K]](ns::Acc *o2c_this, O2cDone o2c_done)
// CHECK: o2c_this->total += i;

class Vec {
	float *v;

public:
	explicit Vec(float *p) : v(p) {}
	void set(float x) { v[0] = x; }
};

void fill(Vec &a, float *p)
{
// HOST: {.host = (void *)((char *)&(a) + 0) /* &a.v */, .bytes = 0, .type = O2C_MAP_ATTACH, .name = "a.v"}
#pragma omp target map(tofrom: p[0:1])
	a.set(1);
}

#ifdef ERRORS
class Mesh {
public:
	struct Cell {
		int v;
	};
	int first()
	{
// ERR: :[[@LINE+1]]:3: error: 'c' of type 'Mesh::Cell', declared in or after class Mesh, in a target region whose code names members of class Mesh that are not public: not supported yet
		Cell c = {0};
#pragma omp target map(tofrom: c)
		c.v = hidden;
		return c.v;
	}

private:
	int hidden = 5;
};

class Pair {
	int a = 1;
	friend int first(Pair &p);
};
int first(Pair &p)
{
	int r = 0;
#pragma omp target map(tofrom: r)
// ERR: :[[@LINE+1]]:6: error: member 'a', not public, named through an object in a target region is not supported yet (the region is not in a member function of its class)
	r = p.a;
	return r;
}

typedef struct {
	int get()
	{
		int r = 0;
#pragma omp target map(tofrom: r)
// ERR: :[[@LINE+1]]:7: error: member 'q', not public, named through 'this' in a target region is not supported yet (the class is declared in a typedef or another declaration)
		r = q;
		return r;
	}

private:
	int q = 1;
} Anon;

class Outer {
public:
	class Inner {
	public:
		int get()
		{
			int r = 0;
#pragma omp target map(tofrom: r)
// ERR: :[[@LINE+1]]:8: error: member 'z', not public, named through 'this' in a target region is not supported yet (the class is nested in a class)
			r = z;
			return r;
		}

	private:
		int z = 2;
	};
};
#endif

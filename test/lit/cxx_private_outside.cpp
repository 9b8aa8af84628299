// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda --emit-cuda -DCALL %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CALL
// A region of a member function defined outside its class names data
// members that are not public through `this`: the kernel and the host
// fallback, outside the class, read them through access tags, pointers to
// members that an explicit instantiation takes.  A member function that
// is not public stays an error.

class Acc {
	double *v_;
	int n_;
	double helper(double x) const { return 2 * x; }

public:
	void scale(double f);
};

// CHECK: template struct o2c_access<o2c_access_0, &Acc::n_>;
// CHECK: template struct o2c_access<o2c_access_1, &Acc::v_>;
// CHECK: __global__ void
// CHECK: while < (o2c_this->*o2c_member(o2c_access_0()));
// CHECK: (o2c_this->*o2c_member(o2c_access_1()))[i] *= f;
// HOST: struct o2c_access_1 { /* Acc::v_ */
// HOST-NEXT: typedef o2c_member_ptr<double *, Acc> type;
// HOST: _host(Acc *o2c_this, double f)
// HOST: for (int i = 0; i < (o2c_this->*o2c_member(o2c_access_0())); i++)
// HOST: (o2c_this->*o2c_member(o2c_access_1()))[i] *= f;
void
Acc::scale(double f)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n_; i++)
#ifdef CALL
		// CALL: error: member 'helper', not public, named through 'this' in a target region is not supported yet
		v_[i] = helper(v_[i]);
#else
		v_[i] *= f;
#endif
}

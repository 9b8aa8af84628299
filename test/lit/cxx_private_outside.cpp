// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda --emit-cuda -DCALL %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CALL
// A region of a member function defined outside its class names members
// that are not public through `this`: the kernel and the host fallback,
// outside the class, read them (and call the member functions) through
// access tags, pointers to members that an explicit instantiation takes,
// one per overload.  A virtual one that is not public stays an error.

class Acc {
	double *v_;
	int n_;
	double helper(double x) const { return 2 * x; }
	double helper(int k) const { return k; }
	virtual double twice(double x) const { return 2 * x; }

public:
	void scale(double f);
};

// CHECK: template struct o2c_access<o2c_access_0, &Acc::n_>;
// CHECK: template struct o2c_access<o2c_access_1, &Acc::v_>;
// CHECK: struct o2c_access_2 { /* Acc::helper */
// CHECK-NEXT: typedef o2c_member_ptr<double (double) const, Acc> type;
// CHECK: template struct o2c_access<o2c_access_2, &Acc::helper>;
// CHECK: struct o2c_access_3 { /* Acc::helper */
// CHECK-NEXT: typedef o2c_member_ptr<double (int) const, Acc> type;
// CHECK: template struct o2c_access<o2c_access_3, &Acc::helper>;
// CHECK: __global__ void
// CHECK: while < (o2c_this->*o2c_member(o2c_access_0()));
// CHECK: (o2c_this->*o2c_member(o2c_access_1()))[i] = f * (o2c_this->*o2c_member(o2c_access_2()))((o2c_this->*o2c_member(o2c_access_1()))[i]) + (o2c_this->*o2c_member(o2c_access_3()))(i);
// HOST: struct o2c_access_1 { /* Acc::v_ */
// HOST-NEXT: typedef o2c_member_ptr<double *, Acc> type;
// HOST: _host(Acc *o2c_this, double f)
// HOST: for (int i = 0; i < (o2c_this->*o2c_member(o2c_access_0())); i++)
// HOST: (o2c_this->*o2c_member(o2c_access_1()))[i] = f * (o2c_this->*o2c_member(o2c_access_2()))((o2c_this->*o2c_member(o2c_access_1()))[i]) + (o2c_this->*o2c_member(o2c_access_3()))(i);
void
Acc::scale(double f)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n_; i++)
#ifdef CALL
		// CALL: error: member 'twice', not public, named through 'this' in a target region is not supported yet
		v_[i] = twice(v_[i]);
#else
		v_[i] = f * helper(v_[i]) + helper(i);
#endif
}

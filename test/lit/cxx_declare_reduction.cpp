// Declared reductions in C++ (OpenMP 5.2 5.5.11): + declared for a class
// names that declaration for variables of the class (the built-in + for
// arithmetic ones); an initializer that reads omp_orig reads the
// original variable whole, under the lock under which teams combine
// theirs into it.  The member functions and operators a combiner calls
// are compiled for the device, though no region calls them.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

// CHECK: struct Complex {
// CHECK: __device__ Complex &operator+=(const Complex &o)
struct Complex {
	double re, im;
	Complex &operator+=(const Complex &o)
	{
		re += o.re;
		im += o.im;
		return *this;
	}
};

#pragma omp declare reduction(+ : Complex : omp_out += omp_in) initializer(omp_priv = Complex{0.0, 0.0})
#pragma omp declare reduction(rmax : Complex : omp_out = omp_in.re > omp_out.re ? omp_in : omp_out) initializer(omp_priv(omp_orig))

// CHECK: /* {{.*}}cxx_declare_reduction.cpp:[[@LINE-3]]: #pragma omp declare reduction(+ : Complex : ...) */
// CHECK-NEXT: namespace {
// CHECK-NEXT: struct o2c_udr_0 {
// CHECK: omp_out += omp_in;
// CHECK: Complex omp_priv = Complex{0.0, 0.0};
// CHECK: struct o2c_udr_1 {
// CHECK: Complex omp_priv(omp_orig);

double
sums(const double *x, int n, Complex *best)
{
	Complex s = {0, 0}, m = {-1e300, 0};
	double t = 0;

	// CHECK-LABEL: o2c_cxx_declare_reduction_{{[0-9]+}}(
	// CHECK: Complex s = o2c_udr_0::o2c_initializer(*o2c_ref_s);
	// CHECK-NEXT: Complex m = o2c_udr_1::o2c_initializer(o2c_read_orig(o2c_ref_m));
	// CHECK-NEXT: double t = o2c_identity<O2C_RED_ADD, double>();
	// CHECK: o2c_reduce<o2c_udr_0>(o2c_ref_s, s);
	// CHECK-NEXT: o2c_reduce<o2c_udr_1>(o2c_ref_m, m);
	// CHECK-NEXT: o2c_reduce<O2C_RED_ADD>(o2c_ref_t, t);
	// HOST: #pragma omp parallel for reduction(+: s) reduction(rmax: m) reduction(+: t)
#pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+ : s) reduction(rmax : m) reduction(+ : t)
	for (int i = 0; i < n; i++) {
		s.re += x[i];
		s.im -= x[i];
		Complex c = {x[i], -x[i]};
		if (c.re > m.re)
			m = c;
		t += x[i];
	}
	*best = m;
	return s.re + t;
}

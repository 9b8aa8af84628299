// A constant static data member named alone in a member function's region
// (private here): the kernel, and the host fallback of a class template's
// instance (outside the class), begin with a constant of its name and
// value; one named `C::W` keeps its name, which the .cu file's copy of the
// class declares.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: __global__ void
// CHECK-NEXT: o2c_cxx_member_constants_{{[0-9]+}}_float(
// CHECK-NEXT: {
// CHECK-NEXT: constexpr int Pad = (4ll);
// CHECK-NEXT: constexpr double Scale = 0.25;
// CHECK-NOT: constexpr int W
// CHECK: t += in[i] * Pad * Scale * Grid<T>::W;
// HOST: {{^}}o2c_cxx_member_constants_{{[0-9]+}}_float_host(
// HOST-NEXT: {
// HOST-NEXT: constexpr int Pad = (4ll);

template <typename T>
class Grid {
	static constexpr int Pad = 4;
	static constexpr double Scale = 0.25;

public:
	static const int W = 3;
	T run(const T *in, int n) const
	{
		T t = 0;
#pragma omp target teams distribute parallel for map(to: in[0:n]) reduction(+: t)
		for (int i = Pad; i < n - Pad; i++)
			t += in[i] * Pad * Scale * Grid<T>::W;
		return t;
	}
};

float use(const float *in, int n)
{
	return Grid<float>().run(in, n);
}

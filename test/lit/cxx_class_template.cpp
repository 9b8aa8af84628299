// Data directives and regions in member functions of a class template:
// one branch per instantiation the program uses, selected by the class
// template's parameters; the destructor's, which nothing names, found
// through each instantiated class (a variable's type, a base class); the
// kernels and host fallbacks of each instantiation in a namespace of its
// own, before the class template.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: namespace o2c_i{{[0-9]+}} {
// CHECK-NEXT: constexpr int N = 4;
// CHECK: host fallback of o2c_cxx_class_template_[[@LINE+30]]_4
// CHECK: template <int N>
// CHECK-DAG: if constexpr ((N) == {{4|8}}) /* Ring<{{4|8}}>::Ring */
// CHECK-DAG: else if constexpr ((N) == {{4|8}}) /* Ring<{{4|8}}>::Ring */
// CHECK-DAG: o2c_data_begin({{.*}}_31_4,
// CHECK-DAG: o2c_data_begin({{.*}}_31_8,
// CHECK-DAG: static_assert(
// CHECK-DAG: o2c_data_end({{.*}}_36_4,
// CHECK-DAG: o2c_data_end({{.*}}_36_8,
// CHECK-DAG: /* Ring<4>::~Ring */
// CHECK-DAG: /* Ring<8>::~Ring */
// CUDA: __global__ void
// CUDA-NEXT: o2c_cxx_class_template_[[@LINE+18]]_4(
// CUDA: __global__ void
// CUDA-NEXT: o2c_cxx_class_template_[[@LINE+16]]_8(
template <int N>
struct Ring {
	int *p;
	Ring(int *q) : p(q)
	{
#pragma omp target enter data map(to: q[0:N])
	}
	~Ring()
	{
		int *q = p;
#pragma omp target exit data map(from: q[0:N])
	}
	void bump()
	{
		int *q = p;
#pragma omp target
		for (int i = 0; i < N; i++)
			q[i]++;
	}
};

struct Eight : Ring<8> {
	Eight(int *q) : Ring<8>(q) {}
};

int main()
{
	int a[4] = {0}, b[8] = {0};
	{
		Ring<4> r(a);
		Eight e(b);
		r.bump();
		e.bump();
	}
	return a[0] + b[0] == 2 ? 0 : 1;
}

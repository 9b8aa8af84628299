// A region in a variadic function template: each instantiation's kernel
// takes the pack's elements one by one, its code expands the pattern of
// each pack expansion, sizeof... and fold; the host code selects the
// instance by the elements' declared types and names each element.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda -DNESTED %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: using o2c_Ts0 = int; using o2c_Ts1 = float;
// CHECK: __global__ void
// CHECK-NEXT: (int n, float *__restrict__ a, int o2c_args0, float o2c_args1,
// CHECK: a[i] = f(o2c_Ts0(o2c_args0), o2c_Ts1(o2c_args1)) + ((__SIZE_TYPE__)2) + ((((a[i]) * (o2c_args0)) * (o2c_args1)));
// HOST: if constexpr (__is_same(o2c_pack<decltype(args)...>, o2c_pack<int, float>)) /* run<int, float> */
// HOST: auto &o2c_args1 = o2c_pack_at<1>::at(args...);
// ERR: cxx_variadic_regions.cpp:[[@LINE+12]]:{{[0-9]+}}: error: a pack expansion inside another in a target region of a variadic function template is not supported yet
template <class... Ts> inline float f(Ts... xs) { return (0.0f + ... + xs); }

template <class... Ts>
void run(float *a, int n, Ts... args)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = f(Ts(args)...) + sizeof...(args) + (a[i] * ... * args);
#ifdef NESTED
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = f(f(args...) * args...);
#endif
}

void use(float *a, int n)
{
	run(a, n, 2, 3.0f);
}

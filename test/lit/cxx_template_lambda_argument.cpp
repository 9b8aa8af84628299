// A lambda passed to a function template whose target region calls it:
// the instance's alias of the template's parameter is a struct of the
// closure's members (its captures by copy, in clang's and gcc's order:
// the explicit ones, then the implicit ones as the body first uses
// them) and a __device__ call operator holding the lambda's body; the
// kernel takes the closure's bytes as that struct.  The host file wraps
// the lambda in o2c_lambda_of<id, size, align>, whose number selects the
// instance's branch in the template's code.  --explain names each
// instantiation.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s --check-prefix=EXPLAIN
// CUDA: /* instantiation apply<lambda@[[@LINE+31]]:14> */
// CUDA: struct o2c_closure_[[@LINE+30]]_14 {
// CUDA-NEXT: int k;
// CUDA-NEXT: float s;
// CUDA-NEXT: #ifdef __CUDACC__
// CUDA-NEXT: __device__
// CUDA-NEXT: #endif
// CUDA-NEXT: auto operator()(float x) const -> float
// CUDA-NEXT: #line [[@LINE+23]]
// CUDA-NEXT: { return x * s + k; }
// CUDA-NEXT: };
// CUDA-NEXT: using F = o2c_closure_[[@LINE+20]]_14;
// CUDA: o2c_cxx_template_lambda_argument_{{[0-9]+}}_lambda_[[@LINE+19]]_14(int n, float *__restrict__ a, o2c_closure_[[@LINE+19]]_14 f,
// CUDA: a[i] = f(a[i]);
// CUDA: /* instantiation apply<lambda@[[@LINE+18]]:13> */
// CUDA: struct o2c_closure_[[@LINE+17]]_13 {
// CUDA-NEXT: #ifdef __CUDACC__
// HOST: if constexpr (O2C_LAMBDA_ID(F) == [[ID:[0-9]+]]) /* apply<lambda@[[@LINE+14]]:14> */
// HOST: apply(n, a, o2c_lambda_of<[[ID]]u, 8, 4>([k, s](float x) { return x * s + k; }));
// HOST-NEXT: auto neg = o2c_lambda_of<{{[0-9]+}}u, 1, 1>([](float x) { return -x; });
// EXPLAIN: instantiation apply<lambda@[[@LINE+11]]:14>
// EXPLAIN: instantiation apply<lambda@[[@LINE+11]]:13>
template <class F> void apply(int n, float *a, F f)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = f(a[i]);
}

void run(float *a, int n, float s, int k)
{
	apply(n, a, [k, s](float x) { return x * s + k; });
	auto neg = [](float x) { return -x; };
	apply(n, a, neg);
}

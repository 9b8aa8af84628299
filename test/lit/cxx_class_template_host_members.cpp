// A class template device code uses: the .cu file copies the template
// as written, and its member functions that device code does not call
// lose their bodies there (host code, which may name what only the host
// has: here a function of the file that device code never calls), as a
// plain class's do; nvcc compiles it.
// RUN: %omp2cuda -c %s -o %t.o
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
int host_count(void);

template <typename T>
struct Holder {
	T v;
// CHECK: int count() ;
	int count() { return host_count(); }
// CHECK: __device__ T get() const { return v; }
	T get() const { return v; }
};

void copy(const Holder<float> *h, float *o, int n)
{
#pragma omp target teams distribute parallel for map(to: h[0:n]) map(from: o[0:n])
	for (int i = 0; i < n; i++)
		o[i] = h[i].get();
}

int main(void)
{
	Holder<float> h[4] = {{1}, {2}, {3}, {4}};
	float o[4];
	copy(h, o, 4);
	return h[0].count() < 0 || o[3] != 4;
}

int host_count(void)
{
	static int calls;
	return ++calls;
}

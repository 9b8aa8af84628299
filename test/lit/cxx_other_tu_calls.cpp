// Functions of another translation unit called from device code, a free function and a
// member function, neither declared target here: OpenMP makes a function device code
// calls declare target, so each is declared for the device (the other file's device
// version, which the device link brings) and the file is relocatable device code.
// RUN: %omp2cuda++ --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda++ -c %s -o %t.o
// CHECK: #define O2C_RDC 1
// CHECK: __device__ float elsewhere(float x);
// CHECK: struct Box {
// CHECK: __device__ float scale(float k) const;
float elsewhere(float x);
struct Box {
	float w;
	float scale(float k) const;
};

void run(const Box *b, float *o, int n)
{
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: o[0:n])
	for (int i = 0; i < n; i++) {
		o[i] = elsewhere(b[i].w);
		o[i] += b[i].scale(2.0f);
	}
}

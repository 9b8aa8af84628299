// Functions of another translation unit called from device code: one not
// declare target cannot be compiled for the device, an error at the call
// that says what to do; a member function likewise.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
float elsewhere(float x);
struct Box {
	float w;
	float scale(float k) const;
};

void run(const Box *b, float *o, int n)
{
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: o[0:n])
	for (int i = 0; i < n; i++) {
// CHECK: :[[@LINE+1]]:10: error: call to 'elsewhere' in a target region is not supported yet: it is not defined in this file or a header it includes (another translation unit's function is compiled for the host only); define it here or in a header, or declare it and define it in a '#pragma omp declare target' block
		o[i] = elsewhere(b[i].w);
// CHECK: :[[@LINE+1]]:11: error: call to member function 'scale' in device code is not supported yet: it must be defined in this file or a header it includes
		o[i] += b[i].scale(2.0f);
	}
}

// `this` in data directives of a member function: the host code declares
// the pointer for it before the directive's maps; the .cu file's copy of
// the class keeps no body that names it.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: target enter data map(to: this[:1], this->a[0:n])
// CHECK-NEXT: Box *o2c_this = this;
// CHECK: .host = (void *)&(o2c_this)[0], .bytes = (size_t)(1) * sizeof((o2c_this)[0]), .type = O2C_MAP_TO
// CHECK: .host = (void *)&(o2c_this->a)[0], .bytes = (size_t)(n) * sizeof((o2c_this->a)[0]), .type = O2C_MAP_TO
// CHECK: target update from(this->x)
// CHECK-NEXT: Box *o2c_this = this;
// CHECK: .host = (void *)&(o2c_this->x), .bytes = sizeof(o2c_this->x), .type = O2C_MAP_FROM
// CUDA: struct Box {
// CUDA: void run()
// CUDA-NEXT: ;
// CUDA: Box(int m) ;
// CUDA: o2c_this->x = 1
struct Box {
	double *a;
	int n;
	double x;
	void run()
	{
#pragma omp target enter data map(to: this[:1], this->a[0:n])
#pragma omp target
		x = 1;
#pragma omp target update from(this->x)
	}
	Box(int m) : n(m)
	{
#pragma omp target
		x = 2;
	}
};

// Types a function template declares in its body and its regions use are
// declared, renamed, in each instantiation's namespace after the aliases
// of the template's parameters (the template's text names them), in the
// .cu file and in the host file, never at file scope, where the
// parameters mean nothing.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK-NOT: declarations from
// CHECK-LABEL: /* instantiation scaled<float, 2> */
// CHECK-NEXT: namespace o2c_i1 {
// CHECK-NEXT: using T = float;
// CHECK-NEXT: constexpr int SCALE = 2;
// CHECK: struct o2c_Item_[[ITEM:[0-9]+]] { T value; int slot; };
// CHECK: enum o2c_Weight_[[W:[0-9]+]] { o2c_LIGHT_[[W]] = SCALE, o2c_HEAVY_[[W]] = 3 * SCALE };
// CHECK: enum o2c_enum_{{[0-9]+}}_{{[0-9]+}} { o2c_PARTS_[[P:[0-9]+]] = 64 };
// CHECK: __global__ void
// CHECK: o2c_Item_[[ITEM]] it = {a[i], i % o2c_PARTS_[[P]]};
// CHECK-NEXT: o2c_Weight_[[W]] w = it.slot == 0 ? o2c_HEAVY_[[W]] : o2c_LIGHT_[[W]];
// CHECK: } /* namespace o2c_i1: scaled<float, 2> */
// CHECK-LABEL: /* instantiation scaled<int, 5> */
// CHECK-NEXT: namespace o2c_i2 {
// CHECK-NEXT: using T = int;
// CHECK-NEXT: constexpr int SCALE = 5;
// CHECK: struct o2c_Item_[[ITEM]] { T value; int slot; };
// HOST-NOT: types declared in the function below
// HOST-LABEL: /* instantiation scaled<float, 2> */
// HOST-NEXT: namespace o2c_i1 {
// HOST-NEXT: using T = float;
// HOST-NEXT: constexpr int SCALE = 2;
// HOST: struct o2c_Item_{{[0-9]+}} { T value; int slot; };
// HOST: static void
// HOST: o2c_Item_{{[0-9]+}} it = {a[i], i % o2c_PARTS_{{[0-9]+}}};

template <typename T, int SCALE>
double scaled(const T *a, int n)
{
	struct Item { T value; int slot; };
	enum Weight { LIGHT = SCALE, HEAVY = 3 * SCALE };
	enum { PARTS = 64 };
	double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++) {
		Item it = {a[i], i % PARTS};
		Weight w = it.slot == 0 ? HEAVY : LIGHT;
		s += (double)it.value * w;
	}
	return s;
}

double both(const float *f, const int *k, int n)
{
	return scaled<float, 2>(f, n) + scaled<int, 5>(k, n);
}

// An untagged type's new tag goes after the attributes that follow its
// keyword (alignas, [[...]]), where C++ lets a class name be written.
// CHECK: typedef struct alignas(16) {{\[\[}}gnu::may_alias{{\]\]}} o2c_struct_{{[0-9]+}}_10 { unsigned x, y, z, w; } o2c_pack_t_{{[0-9]+}};
// HOST: typedef struct alignas(16) {{\[\[}}gnu::may_alias{{\]\]}} o2c_struct_{{[0-9]+}}_10 { unsigned x, y, z, w; } o2c_pack_t_{{[0-9]+}};
template <typename T>
void packed(const T *in, T *out, int n)
{
	typedef struct alignas(16) [[gnu::may_alias]] { unsigned x, y, z, w; } pack_t;
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
	for (int i = 0; i < n / 4; i++)
		reinterpret_cast<pack_t *>(out)[i] = reinterpret_cast<const pack_t *>(in)[i];
}

void copy_packed(const float *in, float *out, int n)
{
	packed<float>(in, out, n);
}

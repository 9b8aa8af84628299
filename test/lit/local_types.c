// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// Types declared inside a function: renamed copies at file scope, in the
// .cu file and before the function's host fallbacks.  Declared names
// become o2c_<name>_<line>, an untagged type gets the tag
// o2c_<keyword>_<line>_<col>, a tag declared in members is lifted before
// the copy; region code names the copies.

int item(void) { return 0; } /* a file-scope name a typedef below has too */

int
f(void)
{
	typedef struct { int id; double w[2]; } item;
	struct { int n; enum { A, B = 4 } k; } s = {1, B};
	item it = {3, {1, 2}};
	int r = 0;

	// CUDA: typedef struct o2c_struct_14_10 { int id; double w[2]; } o2c_item_14;
	// CUDA: enum o2c_enum_15_18 { o2c_A_15, o2c_B_15 = 4 }; struct o2c_struct_15_2 { int n; enum o2c_enum_15_18 k; };
	// CUDA: __global__ void
	// CUDA-NEXT: o2c_local_types_30(o2c_item_14 it, int *o2c_ref_r, struct o2c_struct_15_2 s, O2cDone o2c_done)
	// CUDA: o2c_item_14 item_copy;
	// CUDA: r = item_copy.id + (int)sizeof(o2c_item_14) + ((unsigned int)(s.k) == o2c_B_15);
	// HOST: /* types declared in the function below that its regions use, renamed */
	// HOST: typedef struct o2c_struct_14_10 { int id; double w[2]; } o2c_item_14;
	// HOST: static void
	// HOST-NEXT: o2c_local_types_30_host(const o2c_item_14 *o2c_val_it, int *o2c_ref_r, const struct o2c_struct_15_2 *o2c_val_s)
	// HOST: (*o2c_ref_r) = item_copy.id + (int)sizeof(o2c_item_14) + (s.k == o2c_B_15);
#pragma omp target map(tofrom: r)
	{
		item item_copy;
		item_copy = it;
		r = item_copy.id + (int)sizeof(item) + (s.k == B);
	}
	return r;
}

/* An untagged type's new tag goes after the attributes that follow its
 * keyword, where a tag may be written. */
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=ATTR
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=ATTR
int
g(const int *in)
{
	typedef struct __attribute__((aligned(16))) { int x, y, z, w; } pack;
	int r = 0;

	// ATTR: typedef struct __attribute__((aligned(16))) o2c_struct_[[@LINE-3]]_10 { int x, y, z, w; } o2c_pack_[[@LINE-3]];
#pragma omp target map(to: in[0:4]) map(tofrom: r)
	{
		pack p = *(const pack *)in;
		r = p.x + p.w + (int)_Alignof(pack);
	}
	return r;
}

/* ... also where a macro writes the attributes. */
#define PACKED __attribute__((packed))
int
h(const char *in)
{
	struct PACKED { char c; int v; } rec = {1, 2};
	int r = 0;

	// ATTR: struct PACKED o2c_struct_[[@LINE-3]]_2 { char c; int v; };
#pragma omp target map(to: in[0:1]) map(tofrom: r)
	r = rec.v + in[0] + (int)sizeof(rec);
	return r;
}

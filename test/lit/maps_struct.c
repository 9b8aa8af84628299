// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// Sections of struct pointer members (OpenMP 5.2 5.8.3): the kernel gets
// a device copy of the struct, mapped to implicitly (a struct variable
// by reference, the one struct a pointer points to), and an attach item
// per member it uses stores the device address in that copy (no __restrict__: docs/aliasing.md).

struct vec { int n; double *val; };
struct buf { long len; double scale; float *data; };

void f(struct vec s, struct buf *p, double *out)
{
#pragma omp target teams distribute parallel for map(to: s.val[2:s.n]) map(from: out[0:s.n])
	for (int i = 0; i < s.n; i++)
		out[i] = s.val[i + 2];
// CHECK-LABEL: plan maps_struct_14
// CHECK-NEXT: map 0 to 's.val[2:s.n]' at (void *)&(s.val)[2], (size_t)(s.n) * sizeof((s.val)[0]) bytes
// CHECK-NEXT: map 1 from 'out[0:s.n]' at (void *)&(out)[0], (size_t)(s.n) * sizeof((out)[0]) bytes
// CHECK-NEXT: map 2 to implicit 's' at (void *)&(s), sizeof(s) bytes
// CHECK-NEXT: map 3 attach 's.val' at (void *)&(s.val), (size_t)(2) * sizeof((s.val)[0]) past its value
// CHECK-NEXT: kernel o2c_maps_struct_14
// CHECK-NEXT: param struct vec s by reference -> map 2
// CUDA-LABEL: o2c_maps_struct_14(struct vec *o2c_ref_s, double *out, O2cDone o2c_done)
// CUDA-NEXT: {
// CUDA-NEXT: struct vec s = *o2c_ref_s;
// CUDA: out[i] = s.val[i + 2];
// HOST: {.host = (void *)&(s), .bytes = sizeof(s), .type = O2C_MAP_TO, .name = "s"}, /* implicit */
// HOST-NEXT: {.host = (void *)&(s.val), .bytes = (size_t)(2) * sizeof((s.val)[0]), .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "s.val"},

#pragma omp target teams distribute parallel for map(tofrom: p->data[0:p->len])
	for (long i = 0; i < p->len; i++)
		p->data[i] *= p->scale;
// CHECK-LABEL: plan maps_struct_31
// CHECK-NEXT: map 0 tofrom 'p->data[0:p->len]' at (void *)&(p->data)[0], (size_t)(p->len) * sizeof((p->data)[0]) bytes
// CHECK-NEXT: map 1 to implicit 'p[0:1]' at (void *)(p), sizeof(*(p)) bytes
// CHECK-NEXT: map 2 attach 'p->data' at (void *)&(p->data), 0 past its value
// CHECK-NEXT: kernel o2c_maps_struct_31
// CHECK-NEXT: param struct buf *p -> map 1
// CUDA-LABEL: o2c_maps_struct_31(struct buf *p, O2cDone o2c_done)
// CUDA: p->data[i] *= p->scale;

	/* a struct mapped back: its member is detached before the copy */
#pragma omp target map(tofrom: s) map(to: s.val[0:s.n])
	s.n = (int)s.val[0];
// CHECK-LABEL: plan maps_struct_44
// CHECK-NEXT: map 0 tofrom 's' at (void *)&(s), sizeof(s) bytes
// CHECK-NEXT: map 1 to 's.val[0:s.n]' at (void *)&(s.val)[0], (size_t)(s.n) * sizeof((s.val)[0]) bytes
// CHECK-NEXT: map 2 attach, detach 's.val' at (void *)&(s.val), 0 past its value
// HOST: {.host = (void *)&(s.val), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_FROM | O2C_MAP_DEREF, .name = "s.val"},

#pragma omp target data map(to: p[0:1]) map(tofrom: p->data[0:p->len])
	{
	}
// CHECK-LABEL: plan maps_struct_52
// CHECK-NEXT: map 0 to 'p[0:1]' at (void *)&(p)[0], (size_t)(1) * sizeof((p)[0]) bytes
// CHECK-NEXT: map 1 tofrom 'p->data[0:p->len]' at (void *)&(p->data)[0], (size_t)(p->len) * sizeof((p->data)[0]) bytes
// CHECK-NEXT: map 2 attach 'p->data' at (void *)&(p->data), 0 past its value
}

/* Arrays of structs: mapped like any array or pointer; a section of one
 * element's member attaches that element's device copy, on data and
 * kernel constructs; kernels attach nothing themselves. */
struct vec fixed[8];

void g(int m, struct vec *rows, double *out)
{
#pragma omp target enter data map(to: rows[0:m])
	for (int i = 0; i < m; i++) {
#pragma omp target enter data map(to: rows[i].val[1:rows[i].n])
	}
// CHECK-LABEL: plan maps_struct_70
// CHECK-NEXT: map 0 to 'rows[i].val[1:rows[i].n]' at (void *)&(rows[i].val)[1], (size_t)(rows[i].n) * sizeof((rows[i].val)[0]) bytes
// CHECK-NEXT: map 1 attach 'rows[i].val' at (void *)&(rows[i].val), (size_t)(1) * sizeof((rows[i].val)[0]) past its value
// CHECK-NEXT: plan maps_struct_[[#@LINE+3]]
// HOST: {.host = (void *)&(rows[i].val), .bytes = (size_t)(1) * sizeof((rows[i].val)[0]), .type = O2C_MAP_ATTACH, .name = "rows[i].val"},

#pragma omp target teams distribute parallel for map(from: out[0:m])
	for (int i = 0; i < m; i++)
		out[i] = rows[i].val[1] * rows->n;
// CHECK-NEXT: map 0 from 'out[0:m]'
// CHECK-NEXT: map 1 alloc present implicit 'rows->n .. rows->n' at (void *)&(rows->n), (size_t)((char *)&(rows->n) + sizeof(rows->n) - (char *)&(rows->n)) bytes
// CHECK-NEXT: kernel o2c_maps_struct_78
// CHECK-NEXT: param int m
// CHECK-NEXT: param double *out -> map 0
// CHECK-NEXT: param struct vec *rows -> map 1
// CUDA-LABEL: o2c_maps_struct_78(int m, double *out, const struct vec *rows, O2cDone o2c_done)
// CUDA: out[i] = rows[i].val[1] * rows->n;

#pragma omp target map(tofrom: fixed[m].val[0:4])
	fixed[m].val[0] = fixed[0].n;
// CHECK-LABEL: plan maps_struct_90
// CHECK-NEXT: map 0 tofrom 'fixed[m].val[0:4]' at (void *)&(fixed[m].val)[0], (size_t)(4) * sizeof((fixed[m].val)[0]) bytes
// CHECK-NEXT: map 1 tofrom implicit 'fixed' at (void *)(fixed), sizeof(fixed) bytes
// CHECK-NEXT: map 2 attach, detach 'fixed[m].val' at (void *)&(fixed[m].val), 0 past its value
// CHECK-NEXT: kernel o2c_maps_struct_90
}

// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host -DADDRESS %s -o - | FileCheck %s --check-prefix=ADDR
// RUN: %omp2cuda --emit-host -DNONE %s -o - | FileCheck %s --check-prefix=NONE
// What a unit that requires unified_shared_memory tells the runtime (docs/usm.md): the
// directive becomes a comment (gcc does not implement it), the C library's allocator is
// replaced by weak definitions that call the runtime's heap, and a constructor passes
// O2C_REQUIRES_USM.  unified_address alone replaces nothing; a unit with neither defines no
// allocator and calls nothing.

#if defined(ADDRESS)
#pragma omp requires unified_address
#elif !defined(NONE)
#pragma omp requires unified_shared_memory
#endif
// CHECK: /* omp2cuda: #pragma omp requires {{unified_shared_memory}} */
// ADDR: /* omp2cuda: #pragma omp requires {{unified_address}} */

int
main(void)
{
	int x = 0;
#pragma omp target map(tofrom: x)
	x = 1;
	return x - 1;
}
// CHECK: #undef {{malloc}}
// CHECK-NEXT: void *{{malloc}}(__SIZE_TYPE__ o2c_n) O2C_USM_NOTHROW;
// CHECK-NEXT: __attribute__((weak)) void *{{malloc}}(__SIZE_TYPE__ o2c_n) O2C_USM_NOTHROW
// CHECK: o2c_usm{{_}}malloc(o2c_n);
// CHECK: __attribute__((weak)) void {{free}}(void *o2c_p)
// CHECK: __attribute__((weak)) void *{{calloc}}(
// CHECK: __attribute__((weak)) void *{{realloc}}(
// CHECK: __attribute__((weak)) int {{posix_memalign}}(
// CHECK: __attribute__((weak)) void *{{aligned_alloc}}(
// CHECK: __attribute__((weak)) void *{{memalign}}(
// CHECK: __attribute__((weak)) __SIZE_TYPE__ {{malloc_usable_size}}(
// CHECK: o2c{{_}}requires(O2C_REQUIRES_USM, "{{.*}}requires_usm.c");
// ADDR-NOT: o2c_usm{{_}}malloc
// ADDR: o2c{{_}}requires(O2C_REQUIRES_ADDRESS, "{{.*}}requires_usm.c");
// NONE-NOT: o2c_usm{{_}}malloc
// NONE-NOT: o2c{{_}}requires(

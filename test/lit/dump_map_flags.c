// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s --check-prefix=FRONT
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=LOWER
// The IR dumps name map-type flags (they indexed a table of the four map
// types with the flags set: out of bounds).

void f(int n, double *a, double *b)
{
#pragma omp target enter data map(always, to: a[0:n]) map(alloc: b[0:n])
#pragma omp target exit data map(delete: a[0:n]) map(always, from: b[0:n])
}
// FRONT: map to always a [0 : n]
// FRONT: map alloc b [0 : n]
// FRONT: map alloc delete a [0 : n]
// FRONT: map from always b [0 : n]
// LOWER: map 0 to always 'a[0:n]'
// LOWER: map 1 alloc 'b[0:n]'
// LOWER: map 0 alloc delete 'a[0:n]'
// LOWER: map 1 from always 'b[0:n]'

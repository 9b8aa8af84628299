// RUN: %omp2cuda++ --emit-cuda -o - %s | FileCheck %s
// RUN: %omp2cuda++ -c %s -o %t.o
// A function another file defines, called from a function declared target here, whose only
// declaration is a user's header's: the header is put in this file's text, so the .cu file
// declares the function for the device at the header's place (OpenMP 5.2 7.8.1: the device
// link brings its code) before the caller's definition.
// CHECK: declarations from
// CHECK: __device__ double ext_scale(double x);
// CHECK: __device__ double twice(double x) { return 2 * ext_scale(x); }
#include "Inputs/header_only_decl.h"

#pragma omp declare target
double twice(double x) { return 2 * ext_scale(x); }
#pragma omp end declare target

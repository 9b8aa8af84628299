// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK: o2c_

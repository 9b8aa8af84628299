// RUN: %omp2cuda %s -o %t && %run %t | FileCheck %s
// CHECK: PASS

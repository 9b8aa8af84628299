// RUN: %omp2cuda -O2 %s -o %t -lm && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-team-lanes %s -o %t.lane0 -lm && %run %t.lane0 | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-PASS[%t.lane0]:
// CHECK: PASS

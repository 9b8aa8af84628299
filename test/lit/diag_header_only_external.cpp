// RUN: not %omp2cuda++ -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %omp2cuda++ -c -DDECLARED %s -o %t.o
// A function another file defines, called from a function declared target here, whose only
// declaration is a user's header's: the .cu file has no declaration of it to mark __device__
// (the header's text is not this file's), which would be an nvcc error about code the user
// did not write; so it is a located error, until the file declares it too (second RUN line).
// CHECK: diag_header_only_external.cpp:[[@LINE+8]]:{{[0-9]+}}: error: call to declare target function 'ext_scale' of another file is not supported yet where only a header declares it: declare it in this file too
#include "Inputs/header_only_decl.h"

#ifdef DECLARED
double ext_scale(double x);
#endif

#pragma omp declare target
double twice(double x) { return 2 * ext_scale(x); }
#pragma omp end declare target

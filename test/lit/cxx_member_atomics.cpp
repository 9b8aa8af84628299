// The kernel's atomic operations on members named alone in a member
// function's region reach them through the region's `this`
// (run/cxx_member_atomics.cpp): the construct's parts are printed with
// device code's edits.
// RUN: %omp2cuda --emit-cuda %S/../run/cxx_member_atomics.cpp -o - | FileCheck %s
// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(o2c_this->bins_[o2c_this->bin(v[i])]), (int)(1));
// CHECK: s = o2c_atomic_capture<O2C_RED_ADD>(&(o2c_this->count_), (int)(1), true);
// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(o2c_this->total_), (long)(-(v[i])));

// A header of test/run/cxx_header_order.cpp: a class whose member functions device code
// calls, so its text is put in the file in place of its #include and copied for the device.
#ifndef ORDER_VEC_H
#define ORDER_VEC_H
struct Vec3 {
  double x, y, z;
  double dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};
#endif

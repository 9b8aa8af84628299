// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A struct mapped through a pointer whose members are classes with private pointer members
// (a buffer class inside another class's private member): the region attaches each pointer
// at its offset in the struct, which the host code computes without naming members it may
// not name (g++ would reject `&w->vault.items_.data_`).  The arrays they point to are
// mapped before the region, so the device's copies of the pointers lead to them.
#include <cstdio>

template <typename T> class Buf {
  T *data_;
  int n_;

public:
  Buf(T *d, int n) : data_(d), n_(n) {}
  T &operator[](int i) { return data_[i]; }
  int size() const { return n_; }
};

class Vault {
  long id_;
  Buf<double> items_;

public:
  Vault(double *d, int n) : id_(7), items_(d, n) {}
  double &at(int i) { return items_[i]; }
  int size() const { return items_.size(); }
};

struct World {
  Buf<double> grid;
  int steps;
  Vault vault;
};

int main() {
  const int n = 1000;
  static double g[n], v[n];
  for (int i = 0; i < n; i++)
    g[i] = 0.5 * i;
  World w{Buf<double>(g, n), 3, Vault(v, n)};
  World *pw = &w;
#pragma omp target enter data map(to: g, v)
#pragma omp target teams distribute parallel for map(to: pw[0:1])
  for (int i = 0; i < n; i++)
    pw->vault.at(i) = pw->grid[i] * pw->steps;
#pragma omp target exit data map(from: v) map(delete: g)
  int bad = w.vault.size() != n;
  for (int i = 0; i < n; i++)
    bad |= v[i] != 1.5 * i;
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

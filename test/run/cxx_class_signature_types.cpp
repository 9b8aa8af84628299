// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class the .cu file copies (its member function maps a member) whose
// member functions name other classes only by reference: their forward
// declarations come before it (decls.c, member_signature); Grid is
// defined before it, so its definition comes instead.
#include <cstdio>

typedef double real;
class Model;
class Vec;
class Grid {
public:
  int cells = 4;
};

class Ham {
public:
  Ham(Model &);
  ~Ham();
  void apply(Vec &, int k);
  real norm(const Grid *g) const;
  real *data;
  int n;
};

class Model {
public:
  int n = 8;
};
class Vec {
public:
  real v[8];
};

Ham::Ham(Model &m)
{
  n = m.n;
  data = new real[n];
  for (int i = 0; i < n; i++)
    data[i] = i;
#pragma omp target enter data map(to: data[0:n])
}

Ham::~Ham()
{
#pragma omp target exit data map(delete: data[0:n])
  delete[] data;
}

static void
scale(real *d, int nn, int k)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < nn; i++)
    d[i] = d[i] * k;
}

void
Ham::apply(Vec &x, int k)
{
  scale(data, n, k);
#pragma omp target update from(data[0:n])
  for (int i = 0; i < n; i++)
    x.v[i] = data[i];
}

real
Ham::norm(const Grid *g) const
{
  real s = 0;
  for (int i = 0; i < n; i++)
    s += data[i];
  return s * g->cells;
}

int
main()
{
  Model m;
  Grid g;
  Vec v;
  {
    Ham h(m);
    h.apply(v, 3);
    int ok = v.v[1] == 3 && v.v[7] == 21 && h.norm(&g) == 4 * 84;
    printf("%s\n", ok ? "PASS" : "FAIL");
  }
  return 0;
}

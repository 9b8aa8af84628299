// A pointer into mapped memory stored by a constructor's member
// initializer, or as an aggregate's element, and written later through
// that member (by a virtual destructor here): the analysis loses track
// of it (an escape), so the array is not taken for read-only and its map
// copies back what the kernel wrote.
// RUN: %omp2cuda --explain %s -o - 2>&1 | FileCheck %s
struct Box {
  int *hits;
  Box(int *h) : hits(h) {}
  virtual ~Box() { *hits += 1; }
};

struct Pair {
  int *p;
  int k;
};

static void
bump(Pair q)
{
  q.p[0] += q.k;
}

// CHECK: counts: no claim: stored in a member it initializes in 'Box'
// CHECK: totals: no claim: stored in an aggregate it initializes
void
f(int *counts, int *totals, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: counts[0:n], totals[0:n])
  for (int i = 0; i < n; i++) {
    Box *b = new Box(&counts[i]);
    delete b;
    Pair q = {&totals[i], 2};
    bump(q);
  }
}

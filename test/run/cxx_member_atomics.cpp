// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Atomic constructs on members named alone in a member function's region
// (this->member, implied): an update of a member array element whose
// index a member function computes, a capture of a member counter, a
// subtraction; the kernel's atomic operations reach the members through
// the region's `this`.
#include <cstdio>

class Histogram {
	int bins_[16];
	int count_;
	long total_;
	int bin(int v) const { return v % 16; }

public:
	Histogram() : count_(0), total_(1000000) {
		for (int &b : bins_)
			b = 0;
	}
	void add(const int *v, int *slots, int n)
	{
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(from: slots[0:n])
		for (int i = 0; i < n; i++) {
#pragma omp atomic update
			bins_[bin(v[i])] += 1;
			int s;
#pragma omp atomic capture
			s = count_++;
			slots[i] = s;
#pragma omp atomic
			total_ -= v[i];
		}
	}
	int bin_count(int b) const { return bins_[b]; }
	int count() const { return count_; }
	long total() const { return total_; }
};

int main()
{
	const int n = 4000;
	static int v[n], slots[n], seen[n];
	long sum = 0;
	for (int i = 0; i < n; i++) {
		v[i] = (i * 7) % 53;
		sum += v[i];
	}
	Histogram h;
	h.add(v, slots, n);
	int bad = h.count() != n || h.total() != 1000000 - sum;
	for (int b = 0; b < 16; b++) {
		int want = 0;
		for (int i = 0; i < n; i++)
			want += v[i] % 16 == b;
		bad |= h.bin_count(b) != want;
	}
	for (int i = 0; i < n; i++) /* each slot taken once */
		if (slots[i] < 0 || slots[i] >= n || seen[slots[i]]++)
			bad = 1;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}

// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// C++'s named casts of captured pointers in a region: a write through
// reinterpret_cast<T *>(p)[i] writes p's memory, and a read through
// static_cast / reinterpret_cast to a pointer to non-const keeps p
// non-const (a const omp2cuda added could not be cast away by them, as
// a C-style cast can), in the kernel and in a function template's.
#include <stdio.h>
#include <string.h>

struct pair4 {
	unsigned char v[4];
};

template <class T> void copy_as(unsigned char *dst, unsigned char *src, int bytes)
{
	int n = bytes / (int)sizeof(T);
#pragma omp target teams distribute parallel for map(to: src[0:bytes]) map(from: dst[0:bytes])
	for (int i = 0; i < n; i++)
		reinterpret_cast<T *>(dst)[i] = reinterpret_cast<T *>(src)[i];
}

int main()
{
	unsigned char src[256], dst[256], out[256];
	void *vsrc = src;
	for (int i = 0; i < 256; i++)
		src[i] = (unsigned char)(i * 7 + 1);
	memset(dst, 0, sizeof dst);
	copy_as<pair4>(dst, src, 256);
	copy_as<unsigned>(out, src, 256);
	int sum = 0;
#pragma omp target teams distribute parallel for map(to: src[0:256]) reduction(+: sum)
	for (int i = 0; i < 256; i++)
		sum += static_cast<unsigned char *>(vsrc)[i] - src[i];
	int ok = !memcmp(dst, src, 256) && !memcmp(out, src, 256) && sum == 0;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}

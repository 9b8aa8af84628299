// Regions in member functions that use `this`: data members read and
// written, a pointer member's array mapped with map(tofrom: data[0:n])
// and written through, a member function called in the region, and
// map(this[:1]) with data members written back (public members;
// private ones: cxx_private_members.cpp).
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

class Field {
public:
	Field(int n_) : n(n_), scale(2), offset(1)
	{
		data = new float[n];
		for (int i = 0; i < n; i++)
			data[i] = i;
	}
	~Field() { delete[] data; }
	void affine()
	{
#pragma omp target teams distribute parallel for map(tofrom: data[0:n])
		for (int i = 0; i < n; i++)
			data[i] = data[i] * scale + offset;
	}
	void doubled()
	{
#pragma omp target teams distribute parallel for map(tofrom: this->data[0:this->n])
		for (int i = 0; i < n; i++)
			this->data[i] = twice(data[i]);
	}
	void bump()
	{
#pragma omp target map(this[:1])
		{
			n += 0;
			scale = 3;
			offset = scale + 4;
		}
	}
	float at(int i) const { return data[i]; }
	int size() const { return n; }
	float scale_now() const { return scale; }
	float offset_now() const { return offset; }
	float twice(float x) const { return scale * x; }
	float *data;
	int n;
	float scale, offset;
};

int main()
{
	const int n = 1000;
	Field f(n);
	int bad = 0;
	f.affine();  /* 2i + 1 */
	f.doubled(); /* 4i + 2 */
	for (int i = 0; i < n; i++)
		if (f.at(i) != 4 * i + 2 && bad++ < 5)
			printf("mismatch at %d: %f (expected %d)\n", i, f.at(i), 4 * i + 2);
	f.bump();
	if (f.size() != n || f.scale_now() != 3 || f.offset_now() != 7) {
		printf("members: n %d scale %f offset %f\n", f.size(), f.scale_now(), f.offset_now());
		bad++;
	}
	f.affine(); /* 3(4i + 2) + 7 */
	for (int i = 0; i < n; i++)
		if (f.at(i) != 12 * i + 13 && bad++ < 5)
			printf("mismatch at %d: %f (expected %d)\n", i, f.at(i), 12 * i + 13);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}

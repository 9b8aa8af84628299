// `this` in the data directives of member functions (OpenMP 5.2 5.8.9:
// `this` is a pointer list item): map(to: this[:1]) and
// map(this->a[0:n]) on target enter data, target update from(this->x)
// and from(this->a[0:n]), target exit data of both, and a region between
// them that writes through the mapped object; its class has no member
// function called on the device (its member functions' bodies stay out
// of the .cu file all the same).
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct Series {
	double *a;
	int n;
	double x;
	void map_in()
	{
#pragma omp target enter data map(to: this[:1])
#pragma omp target enter data map(to: this->a[0:n])
	}
	void bump()
	{
#pragma omp target
		{
			for (int i = 0; i < n; i++)
				a[i] += i;
			x = a[n - 1];
		}
	}
	void fetch()
	{
#pragma omp target update from(this->x)
#pragma omp target update from(this->a[0:n])
	}
	void map_out()
	{
#pragma omp target exit data map(release: this->a[0:n])
#pragma omp target exit data map(release: this[:1])
	}
};

int main()
{
	double b[8];
	int bad = 0;
	for (int i = 0; i < 8; i++)
		b[i] = 1;
	Series s = {b, 8, 0};
	s.map_in();
	s.bump();
	s.bump();
	s.fetch();
	s.map_out();
	for (int i = 0; i < 8; i++)
		bad += b[i] != 1 + 2 * i;
	bad += s.x != 15;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}

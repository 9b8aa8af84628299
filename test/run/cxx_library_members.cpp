// Objects with members of the C++ library's classes in target regions:
// std::string, std::vector and std::unique_ptr members, whose pointers only
// their own member functions reach, are copied as they are (the region
// maps `this[:1]` in a constructor, and regions of member functions use
// the other members); a std::pair member's public pointer is attached as
// any pointer member, and a struct variable with a std::string member is
// captured the same way.  Checked against the host's computation.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

class Field {
	std::string name;
	std::vector<double> history;
	std::unique_ptr<int[]> tags;

public:
	double *p;
	int n;
	std::pair<double *, int> extra;
	explicit Field(int k)
	        : name("pressure"), history(4, 0.0), tags(new int[k]), p(new double[k]), n(k),
	          extra(new double[k], k)
	{
		for (int i = 0; i < k; i++)
			p[i] = extra.first[i] = i;
#pragma omp target enter data map(to: this[:1])
	}
	~Field()
	{
#pragma omp target exit data map(delete: this[:1])
		delete[] p;
		delete[] extra.first;
	}
	double run()
	{
		double s = 0;
#pragma omp target teams distribute parallel for map(to: p[0:n], extra.first[0:extra.second]) reduction(+: s)
		for (int i = 0; i < n; i++)
			s += p[i] * 2 + extra.first[i];
		return s;
	}
	const std::string &label() const { return name; }
};

struct Named {
	std::string id;
	int scale;
};

int main()
{
	Field f(100);
	double s = f.run();
	Named nm{"unit", 3};
	int r[8];
#pragma omp target teams distribute parallel for map(from: r)
	for (int i = 0; i < 8; i++)
		r[i] = i * nm.scale;
	int ok = s == 3 * 4950.0 && f.label() == "pressure" && nm.id == "unit";
	for (int i = 0; i < 8; i++)
		ok &= r[i] == 3 * i;
	printf("%g %d\n", s, r[7]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}

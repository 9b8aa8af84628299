// A class whose member functions with target regions are defined
// outside it (cxx_private_outside.cpp), naming its members that are not
// public (data members, overloaded member functions), and a derived
// class naming a protected member of its base.
#include <cstdlib>

class Grid {
	double *cells_;
	int n_;
	double coef_[4];
	double last_;
	double weight(int i) const { return coef_[i % 4]; }
	double weight(double x) const { return x / 4; }

protected:
	double scale_;

public:
	explicit Grid(int n) : n_(n), last_(0), scale_(2.0)
	{
		cells_ = (double *)malloc(n * sizeof(double));
		for (int k = 0; k < 4; k++)
			coef_[k] = 0.25 * (k + 1);
#pragma omp target enter data map(alloc: cells_[0:n_])
	}
	~Grid()
	{
#pragma omp target exit data map(delete: cells_[0:n_])
		free(cells_);
	}
	void fill();
	double sum();
	double last() const { return last_; }
	int size() const { return n_; }
};

class ScaledGrid : public Grid {
public:
	explicit ScaledGrid(int n) : Grid(n) {}
	double scaled(double v);
};

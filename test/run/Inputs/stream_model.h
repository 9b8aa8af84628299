// A benchmark model's class template, declared in a header; its member
// functions are defined in the file that includes it
// (test/run/cxx_header_class_members.cpp).
#pragma once

template <class T> class StreamModel {
public:
	explicit StreamModel(long n);
	~StreamModel();
	void init(T a0, T b0);
	void triad(T scalar);
	T sum() const;

private:
	T *a, *b, *c;
	long n;
};

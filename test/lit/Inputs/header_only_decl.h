// The header of header_only_external.cpp: the only declaration of a function another
// file defines.
double ext_scale(double x);

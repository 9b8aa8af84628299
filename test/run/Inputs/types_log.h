// A header of test/run/cxx_copied_class_types.cpp: a host function, declared before the
// class that calls it in a member function device code does not call.
#ifndef TYPES_LOG_H
#define TYPES_LOG_H
void log_line(const char *what, double value);
#endif

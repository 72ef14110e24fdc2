#include "tst_schocken.h"

#include <QtTest>

QTEST_GUILESS_MAIN(TestSchocken)

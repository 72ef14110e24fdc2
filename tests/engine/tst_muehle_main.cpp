#include "tst_muehle.h"

#include <QtTest>

QTEST_GUILESS_MAIN(TestMuehle)

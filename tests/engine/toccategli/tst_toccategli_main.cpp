#include "tst_toccategli.h"

#include <QtTest>

QTEST_GUILESS_MAIN(TestToccategli)

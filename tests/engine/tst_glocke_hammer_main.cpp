#include "tst_glocke_hammer.h"

#include <QtTest>

QTEST_GUILESS_MAIN(TestGlockeHammer)

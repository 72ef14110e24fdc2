// The endurance run: scripted visitor sessions through the real kiosk —
// the attract loop touched, sections and items opened, searches (with
// umlauts), language switches, games started and abandoned while the
// computer is thinking, and every visit ended by the idle reset — with the
// process's resident memory sampled after each visit.
//
//   zeitvertreib --soak-visits 10000     the full run (figures for the notes)
//   tests/smoke/tst_kiosk_endurance      200 visits with the tests
#pragma once

#include <QList>
#include <QStringList>

class KioskController;

struct SoakReport {
    int visits = 0;
    QList<long> residentKiB; // after each visit
    QStringList problems;    // what went wrong: a visit that could not be made, a warning
    double seconds = 0;
};

// What Qt Multimedia says on a machine without a sound card (the build and
// test machines): the kiosk plays no sound there, and that is not a fault of
// the program, so neither the soak nor the tests count it as a warning.
bool isMissingAudioDevice(const QString& message);

// The resident memory over a run, as a level: the median of the `window`
// samples centred on a visit. One sample depends on what the visit before it
// did last (a search's rows, a board's pictures not yet released), so single
// samples scatter by a few per cent; the level shows what stays.
struct MemoryTrend {
    long levelAtWarmUp = 0;   // KiB, the level at visit `warmUp`
    long highestLevel = 0;    // KiB, the highest level after it
    int highestLevelAt = 0;   // the visit (1-based) of that level
    long highestSample = 0;   // KiB, the highest single sample after warm-up
    double growthPercent = 0; // highestLevel against levelAtWarmUp
};
MemoryTrend memoryTrend(const QList<long>& residentKiB, int warmUp, int window);

// Runs `visits` scripted visits; `seed` chooses what each visitor does.
SoakReport soakVisitors(KioskController& kiosk, int visits, unsigned seed = 1);

// The command-line run: prints progress every 250 visits and the memory
// figures; exit code 0 when no problem occurred and the memory level after
// warm-up stayed within 5 % of its level at visit 1,000 (or at a tenth of a
// shorter run), levels over windows of 100 visits.
int soakVisits(KioskController& kiosk, int visits);

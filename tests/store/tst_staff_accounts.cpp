// Staff accounts: PBKDF2-HMAC-SHA-256 against the RFC 7914 vectors, salted
// hashes only in the store, sign-in, and what only an administrator may do.

#include "store/content_store.h"
#include "store/password_hash.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

namespace {
const QString kAdmin = QStringLiteral("Frau Möller");
const QString kAdminPassword = QStringLiteral("Gutshaus1900");
} // namespace

class TestStaffAccounts : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void pbkdf2MatchesTheRfcVectors_data();
    void pbkdf2MatchesTheRfcVectors();
    void hashesAreSaltedAndVerified();
    void firstAccountIsAnAdministrator();
    void onlyAdministratorsManageAccounts();
    void signInChecksThePassword();
    void storeHoldsOnlyHashes();
    void oldHashesAreRenewedAtSignIn();
    void lastAdministratorStays();
    void passwordsChangeBySelfOrAdministrator();
    void commonPasswordsAreRefused();

private:
    std::unique_ptr<ContentStore> m_store;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestStaffAccounts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = ContentStore::open(storePathInDirectory(m_dir->path()), ContentStore::Mode::Editor,
                                 nullptr);
    QVERIFY(m_store);
}

void TestStaffAccounts::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestStaffAccounts::pbkdf2MatchesTheRfcVectors_data()
{
    QTest::addColumn<QByteArray>("password");
    QTest::addColumn<QByteArray>("salt");
    QTest::addColumn<int>("iterations");
    QTest::addColumn<QByteArray>("expected");
    // RFC 7914, section 11, and the widely published SHA-256 vectors.
    QTest::newRow("rfc7914 1") << QByteArray("passwd") << QByteArray("salt") << 1
                               << QByteArray("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9"
                                             "d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b"
                                             "1e30bd509112041d3a19783");
    QTest::newRow("rfc7914 80000") << QByteArray("Password") << QByteArray("NaCl") << 80000
                                   << QByteArray("4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414a"
                                                 "eff08876b34ab56a1d425a1225833549adb841b51c9b3176a"
                                                 "272bdebba1d078478f62b397f33c8d");
    QTest::newRow("4096") << QByteArray("password") << QByteArray("salt") << 4096
                          << QByteArray(
                                 "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa9"
                                 "8134a");
}

void TestStaffAccounts::pbkdf2MatchesTheRfcVectors()
{
    QFETCH(QByteArray, password);
    QFETCH(QByteArray, salt);
    QFETCH(int, iterations);
    QFETCH(QByteArray, expected);
    const QByteArray key =
        password::derive(password, salt, iterations, static_cast<int>(expected.size() / 2));
    QCOMPARE(key.toHex(), expected);
}

void TestStaffAccounts::hashesAreSaltedAndVerified()
{
    const QString first = password::hash(QStringLiteral("Laterne1"), 1000);
    const QString second = password::hash(QStringLiteral("Laterne1"), 1000);
    QVERIFY(first != second); // a fresh salt each time
    QVERIFY(first.startsWith(QStringLiteral("pbkdf2-sha256$1000$")));
    QVERIFY(!first.contains(QStringLiteral("Laterne1")));
    QVERIFY(password::verify(QStringLiteral("Laterne1"), first));
    QVERIFY(password::verify(QStringLiteral("Laterne1"), second));
    QVERIFY(!password::verify(QStringLiteral("laterne1"), first));
    QVERIFY(!password::verify(QStringLiteral("Laterne1"), first.left(first.size() - 4)));
    QVERIFY(!password::verify(QStringLiteral("Laterne1"), QStringLiteral("md5$abc")));
    QCOMPARE(password::iterationsOf(first), 1000);
    QCOMPARE(password::iterationsOf(password::hash(QStringLiteral("x"))), password::kIterations);
}

void TestStaffAccounts::firstAccountIsAnAdministrator()
{
    QVERIFY(!m_store->hasStaffAccounts());
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, false, {}).ok());
    QVERIFY(m_store->hasStaffAccounts());
    const QList<StaffAccount> accounts = m_store->staffAccounts();
    QCOMPARE(accounts.size(), 1);
    QCOMPARE(accounts.first().name, kAdmin);
    QVERIFY(accounts.first().isAdmin);
    QVERIFY(accounts.first().createdBy.isEmpty());
    QVERIFY(accounts.first().createdAt.isValid());
}

void TestStaffAccounts::onlyAdministratorsManageAccounts()
{
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, true, {}).ok());
    // Without an administrator nobody can add an account any more.
    WriteResult refused = m_store->addStaffAccount(QStringLiteral("Herr Kurz"),
                                                   QStringLiteral("Kegelbahn7"), false, {});
    QCOMPARE(refused.problem, WriteProblem::Invalid);
    QVERIFY(!refused.messageDe.isEmpty());
    QVERIFY(m_store
                ->addStaffAccount(QStringLiteral("Herr Kurz"), QStringLiteral("Kegelbahn7"), false,
                                  kAdmin)
                .ok());
    refused = m_store->addStaffAccount(QStringLiteral("Frau Lang"), QStringLiteral("Kegelbahn7"),
                                       false, QStringLiteral("Herr Kurz"));
    QCOMPARE(refused.problem, WriteProblem::Invalid);
    // Names are unique whatever their case; passwords have a minimum length.
    QCOMPARE(m_store
                 ->addStaffAccount(QStringLiteral("herr kurz"), QStringLiteral("abcdefgh"), false,
                                   kAdmin)
                 .problem,
             WriteProblem::Invalid);
    refused = m_store->addStaffAccount(QStringLiteral("Frau Lang"), QStringLiteral("kurz"), false,
                                       kAdmin);
    QVERIFY(refused.messageDe.contains(QStringLiteral("8")));
    QCOMPARE(
        m_store->addStaffAccount(QStringLiteral("X"), QStringLiteral("abcdefgh"), false, kAdmin)
            .problem,
        WriteProblem::Invalid);
    const QList<StaffAccount> accounts = m_store->staffAccounts();
    QCOMPARE(accounts.size(), 2);
    QCOMPARE(accounts.at(1).name, QStringLiteral("Herr Kurz"));
    QCOMPARE(accounts.at(1).createdBy, kAdmin);
    QVERIFY(!accounts.at(1).isAdmin);
    // A non-administrator cannot remove or promote anybody.
    QCOMPARE(m_store->removeStaffAccount(kAdmin, QStringLiteral("Herr Kurz")).problem,
             WriteProblem::Invalid);
    QCOMPARE(m_store->setStaffAdmin(QStringLiteral("Herr Kurz"), true, QStringLiteral("Herr Kurz"))
                 .problem,
             WriteProblem::Invalid);
    QVERIFY(m_store->setStaffAdmin(QStringLiteral("Herr Kurz"), true, kAdmin).ok());
    QVERIFY(m_store->removeStaffAccount(QStringLiteral("Herr Kurz"), kAdmin).ok());
    QCOMPARE(m_store->staffAccounts().size(), 1);
}

void TestStaffAccounts::signInChecksThePassword()
{
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, true, {}).ok());
    QVERIFY(m_store->signIn(kAdmin, kAdminPassword));
    QCOMPARE(m_store->signIn(QStringLiteral("frau möller"), kAdminPassword)->name, kAdmin);
    QVERIFY(!m_store->signIn(kAdmin, QStringLiteral("gutshaus1900")));
    QVERIFY(!m_store->signIn(kAdmin, QString()));
    QVERIFY(!m_store->signIn(QStringLiteral("Niemand"), kAdminPassword));
}

void TestStaffAccounts::storeHoldsOnlyHashes()
{
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, true, {}).ok());
    test::RawDb raw(m_store->path());
    const QString stored =
        raw.scalar(QStringLiteral("SELECT password_hash FROM staff_accounts")).toString();
    QVERIFY(stored.startsWith(QStringLiteral("pbkdf2-sha256$%1$").arg(password::kIterations)));
    QVERIFY(!stored.contains(kAdminPassword));
    // Nowhere else in the file or its write-ahead log either.
    const QByteArray bytes =
        test::readFile(m_store->path()) + test::readFile(m_store->path() + QStringLiteral("-wal"));
    QVERIFY(bytes.size() > 10000);
    QVERIFY(!bytes.contains(kAdminPassword.toUtf8()));
}

void TestStaffAccounts::oldHashesAreRenewedAtSignIn()
{
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, true, {}).ok());
    test::RawDb raw(m_store->path());
    QVERIFY(raw.exec(QStringLiteral("UPDATE staff_accounts SET password_hash = '%1'")
                         .arg(password::hash(kAdminPassword, 1000))));
    QVERIFY(m_store->signIn(kAdmin, kAdminPassword));
    const QString renewed =
        raw.scalar(QStringLiteral("SELECT password_hash FROM staff_accounts")).toString();
    QCOMPARE(password::iterationsOf(renewed), password::kIterations);
    QVERIFY(m_store->signIn(kAdmin, kAdminPassword));
}

void TestStaffAccounts::lastAdministratorStays()
{
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, true, {}).ok());
    QCOMPARE(m_store->removeStaffAccount(kAdmin, kAdmin).problem, WriteProblem::Invalid);
    QCOMPARE(m_store->setStaffAdmin(kAdmin, false, kAdmin).problem, WriteProblem::Invalid);
    QVERIFY(m_store
                ->addStaffAccount(QStringLiteral("Herr Kurz"), QStringLiteral("Kegelbahn7"), true,
                                  kAdmin)
                .ok());
    QVERIFY(m_store->setStaffAdmin(kAdmin, false, kAdmin).ok());
    QCOMPARE(m_store->removeStaffAccount(QStringLiteral("Herr Kurz"), QStringLiteral("Herr Kurz"))
                 .problem,
             WriteProblem::Invalid);
}

void TestStaffAccounts::passwordsChangeBySelfOrAdministrator()
{
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, true, {}).ok());
    QVERIFY(m_store
                ->addStaffAccount(QStringLiteral("Herr Kurz"), QStringLiteral("Kegelbahn7"), false,
                                  kAdmin)
                .ok());
    QVERIFY(m_store
                ->setStaffPassword(QStringLiteral("Herr Kurz"), QStringLiteral("neues-Passwort"),
                                   QStringLiteral("Herr Kurz"))
                .ok());
    QVERIFY(m_store->signIn(QStringLiteral("Herr Kurz"), QStringLiteral("neues-Passwort")));
    QVERIFY(!m_store->signIn(QStringLiteral("Herr Kurz"), QStringLiteral("Kegelbahn7")));
    QCOMPARE(
        m_store
            ->setStaffPassword(kAdmin, QStringLiteral("uebernommen"), QStringLiteral("Herr Kurz"))
            .problem,
        WriteProblem::Invalid);
    QVERIFY(
        m_store->setStaffPassword(QStringLiteral("Herr Kurz"), QStringLiteral("vergessen1"), kAdmin)
            .ok());
    QVERIFY(m_store->signIn(QStringLiteral("Herr Kurz"), QStringLiteral("vergessen1")));
}

// Issue 23: the commonest passwords (store/common_passwords.txt) are refused
// whatever their case, for new accounts and for changed passwords alike.
void TestStaffAccounts::commonPasswordsAreRefused()
{
    QVERIFY(zv::password::isCommon(QStringLiteral("password1")));
    QVERIFY(zv::password::isCommon(QStringLiteral("PassWort123")));
    QVERIFY(zv::password::isCommon(QStringLiteral("Zeitvertreib")));
    QVERIFY(!zv::password::isCommon(kAdminPassword));
    QVERIFY(m_store->addStaffAccount(kAdmin, kAdminPassword, true, {}).ok());
    for (const QString& common : {QStringLiteral("Password1"), QStringLiteral("qwertyuiop"),
                                  QStringLiteral("passwort123"), QStringLiteral("iloveyou")}) {
        const WriteResult refused =
            m_store->addStaffAccount(QStringLiteral("Herr Kurz"), common, false, kAdmin);
        QCOMPARE(refused.problem, WriteProblem::Invalid);
        QVERIFY2(refused.messageDe.contains(QStringLiteral("häufigsten")),
                 qPrintable(refused.messageDe));
        QCOMPARE(m_store->setStaffPassword(kAdmin, common, kAdmin).problem, WriteProblem::Invalid);
    }
    QCOMPARE(m_store->staffAccounts().size(), 1);
    QVERIFY(m_store->signIn(kAdmin, kAdminPassword));
}

QTEST_GUILESS_MAIN(TestStaffAccounts)
#include "tst_staff_accounts.moc"

/**
 * Magento's directory_country_region rows, in Magento's insertion order (Magento_Directory's data
 * patches InitializeDirectoryData, then AddDataForCroatia, -India and -Australia, the versioned
 * 2.0.1–2.0.3 patches, as 2.4.8 installs them): the 1-based position of a row is its region_id, so
 * ids match a Magento install (California = 12, Texas = 57, Ontario = 74, ACT = 569). Magento's
 * later patches (Mexico, Italy and others) are not shipped yet.
 * Each line is `country|code|name`; an empty code means the code is the name (Magento's rows for
 * Spain, Finland and part of Latvia). The English name is also the en_US name.
 */
export const REGION_ROWS = `
US|AL|Alabama
US|AK|Alaska
US|AS|American Samoa
US|AZ|Arizona
US|AR|Arkansas
US|AE|Armed Forces Africa
US|AA|Armed Forces Americas
US|AE|Armed Forces Canada
US|AE|Armed Forces Europe
US|AE|Armed Forces Middle East
US|AP|Armed Forces Pacific
US|CA|California
US|CO|Colorado
US|CT|Connecticut
US|DE|Delaware
US|DC|District of Columbia
US|FM|Federated States Of Micronesia
US|FL|Florida
US|GA|Georgia
US|GU|Guam
US|HI|Hawaii
US|ID|Idaho
US|IL|Illinois
US|IN|Indiana
US|IA|Iowa
US|KS|Kansas
US|KY|Kentucky
US|LA|Louisiana
US|ME|Maine
US|MH|Marshall Islands
US|MD|Maryland
US|MA|Massachusetts
US|MI|Michigan
US|MN|Minnesota
US|MS|Mississippi
US|MO|Missouri
US|MT|Montana
US|NE|Nebraska
US|NV|Nevada
US|NH|New Hampshire
US|NJ|New Jersey
US|NM|New Mexico
US|NY|New York
US|NC|North Carolina
US|ND|North Dakota
US|MP|Northern Mariana Islands
US|OH|Ohio
US|OK|Oklahoma
US|OR|Oregon
US|PW|Palau
US|PA|Pennsylvania
US|PR|Puerto Rico
US|RI|Rhode Island
US|SC|South Carolina
US|SD|South Dakota
US|TN|Tennessee
US|TX|Texas
US|UT|Utah
US|VT|Vermont
US|VI|Virgin Islands
US|VA|Virginia
US|WA|Washington
US|WV|West Virginia
US|WI|Wisconsin
US|WY|Wyoming
CA|AB|Alberta
CA|BC|British Columbia
CA|MB|Manitoba
CA|NL|Newfoundland and Labrador
CA|NB|New Brunswick
CA|NS|Nova Scotia
CA|NT|Northwest Territories
CA|NU|Nunavut
CA|ON|Ontario
CA|PE|Prince Edward Island
CA|QC|Quebec
CA|SK|Saskatchewan
CA|YT|Yukon Territory
DE|NDS|Niedersachsen
DE|BAW|Baden-Württemberg
DE|BAY|Bayern
DE|BER|Berlin
DE|BRG|Brandenburg
DE|BRE|Bremen
DE|HAM|Hamburg
DE|HES|Hessen
DE|MEC|Mecklenburg-Vorpommern
DE|NRW|Nordrhein-Westfalen
DE|RHE|Rheinland-Pfalz
DE|SAR|Saarland
DE|SAS|Sachsen
DE|SAC|Sachsen-Anhalt
DE|SCN|Schleswig-Holstein
DE|THE|Thüringen
AT|WI|Wien
AT|NO|Niederösterreich
AT|OO|Oberösterreich
AT|SB|Salzburg
AT|KN|Kärnten
AT|ST|Steiermark
AT|TI|Tirol
AT|BL|Burgenland
AT|VB|Vorarlberg
CH|AG|Aargau
CH|AI|Appenzell Innerrhoden
CH|AR|Appenzell Ausserrhoden
CH|BE|Bern
CH|BL|Basel-Landschaft
CH|BS|Basel-Stadt
CH|FR|Freiburg
CH|GE|Genf
CH|GL|Glarus
CH|GR|Graubünden
CH|JU|Jura
CH|LU|Luzern
CH|NE|Neuenburg
CH|NW|Nidwalden
CH|OW|Obwalden
CH|SG|St. Gallen
CH|SH|Schaffhausen
CH|SO|Solothurn
CH|SZ|Schwyz
CH|TG|Thurgau
CH|TI|Tessin
CH|UR|Uri
CH|VD|Waadt
CH|VS|Wallis
CH|ZG|Zug
CH|ZH|Zürich
ES|A Coruca|A Coruña
ES||Alava
ES||Albacete
ES||Alicante
ES||Almeria
ES||Asturias
ES||Avila
ES||Badajoz
ES||Baleares
ES||Barcelona
ES||Burgos
ES||Caceres
ES||Cadiz
ES||Cantabria
ES||Castellon
ES||Ceuta
ES||Ciudad Real
ES||Cordoba
ES||Cuenca
ES||Girona
ES||Granada
ES||Guadalajara
ES||Guipuzcoa
ES||Huelva
ES||Huesca
ES||Jaen
ES||La Rioja
ES||Las Palmas
ES||Leon
ES||Lleida
ES||Lugo
ES||Madrid
ES||Malaga
ES||Melilla
ES||Murcia
ES||Navarra
ES||Ourense
ES||Palencia
ES||Pontevedra
ES||Salamanca
ES||Santa Cruz de Tenerife
ES||Segovia
ES||Sevilla
ES||Soria
ES||Tarragona
ES||Teruel
ES||Toledo
ES||Valencia
ES||Valladolid
ES||Vizcaya
ES||Zamora
ES||Zaragoza
FR|1|Ain
FR|2|Aisne
FR|3|Allier
FR|4|Alpes-de-Haute-Provence
FR|5|Hautes-Alpes
FR|6|Alpes-Maritimes
FR|7|Ardèche
FR|8|Ardennes
FR|9|Ariège
FR|10|Aube
FR|11|Aude
FR|12|Aveyron
FR|13|Bouches-du-Rhône
FR|14|Calvados
FR|15|Cantal
FR|16|Charente
FR|17|Charente-Maritime
FR|18|Cher
FR|19|Corrèze
FR|2A|Corse-du-Sud
FR|2B|Haute-Corse
FR|21|Côte-d'Or
FR|22|Côtes-d'Armor
FR|23|Creuse
FR|24|Dordogne
FR|25|Doubs
FR|26|Drôme
FR|27|Eure
FR|28|Eure-et-Loir
FR|29|Finistère
FR|30|Gard
FR|31|Haute-Garonne
FR|32|Gers
FR|33|Gironde
FR|34|Hérault
FR|35|Ille-et-Vilaine
FR|36|Indre
FR|37|Indre-et-Loire
FR|38|Isère
FR|39|Jura
FR|40|Landes
FR|41|Loir-et-Cher
FR|42|Loire
FR|43|Haute-Loire
FR|44|Loire-Atlantique
FR|45|Loiret
FR|46|Lot
FR|47|Lot-et-Garonne
FR|48|Lozère
FR|49|Maine-et-Loire
FR|50|Manche
FR|51|Marne
FR|52|Haute-Marne
FR|53|Mayenne
FR|54|Meurthe-et-Moselle
FR|55|Meuse
FR|56|Morbihan
FR|57|Moselle
FR|58|Nièvre
FR|59|Nord
FR|60|Oise
FR|61|Orne
FR|62|Pas-de-Calais
FR|63|Puy-de-Dôme
FR|64|Pyrénées-Atlantiques
FR|65|Hautes-Pyrénées
FR|66|Pyrénées-Orientales
FR|67|Bas-Rhin
FR|68|Haut-Rhin
FR|69|Rhône
FR|70|Haute-Saône
FR|71|Saône-et-Loire
FR|72|Sarthe
FR|73|Savoie
FR|74|Haute-Savoie
FR|75|Paris
FR|76|Seine-Maritime
FR|77|Seine-et-Marne
FR|78|Yvelines
FR|79|Deux-Sèvres
FR|80|Somme
FR|81|Tarn
FR|82|Tarn-et-Garonne
FR|83|Var
FR|84|Vaucluse
FR|85|Vendée
FR|86|Vienne
FR|87|Haute-Vienne
FR|88|Vosges
FR|89|Yonne
FR|90|Territoire-de-Belfort
FR|91|Essonne
FR|92|Hauts-de-Seine
FR|93|Seine-Saint-Denis
FR|94|Val-de-Marne
FR|95|Val-d'Oise
RO|AB|Alba
RO|AR|Arad
RO|AG|Argeş
RO|BC|Bacău
RO|BH|Bihor
RO|BN|Bistriţa-Năsăud
RO|BT|Botoşani
RO|BV|Braşov
RO|BR|Brăila
RO|B|Bucureşti
RO|BZ|Buzău
RO|CS|Caraş-Severin
RO|CL|Călăraşi
RO|CJ|Cluj
RO|CT|Constanţa
RO|CV|Covasna
RO|DB|Dâmboviţa
RO|DJ|Dolj
RO|GL|Galaţi
RO|GR|Giurgiu
RO|GJ|Gorj
RO|HR|Harghita
RO|HD|Hunedoara
RO|IL|Ialomiţa
RO|IS|Iaşi
RO|IF|Ilfov
RO|MM|Maramureş
RO|MH|Mehedinţi
RO|MS|Mureş
RO|NT|Neamţ
RO|OT|Olt
RO|PH|Prahova
RO|SM|Satu-Mare
RO|SJ|Sălaj
RO|SB|Sibiu
RO|SV|Suceava
RO|TR|Teleorman
RO|TM|Timiş
RO|TL|Tulcea
RO|VS|Vaslui
RO|VL|Vâlcea
RO|VN|Vrancea
FI||Lappi
FI||Pohjois-Pohjanmaa
FI||Kainuu
FI||Pohjois-Karjala
FI||Pohjois-Savo
FI||Etelä-Savo
FI||Etelä-Pohjanmaa
FI||Pohjanmaa
FI||Pirkanmaa
FI||Satakunta
FI||Keski-Pohjanmaa
FI||Keski-Suomi
FI||Varsinais-Suomi
FI||Etelä-Karjala
FI||Päijät-Häme
FI||Kanta-Häme
FI||Uusimaa
FI||Itä-Uusimaa
FI||Kymenlaakso
FI||Ahvenanmaa
EE|EE-37|Harjumaa
EE|EE-39|Hiiumaa
EE|EE-44|Ida-Virumaa
EE|EE-49|Jõgevamaa
EE|EE-51|Järvamaa
EE|EE-57|Läänemaa
EE|EE-59|Lääne-Virumaa
EE|EE-65|Põlvamaa
EE|EE-67|Pärnumaa
EE|EE-70|Raplamaa
EE|EE-74|Saaremaa
EE|EE-78|Tartumaa
EE|EE-82|Valgamaa
EE|EE-84|Viljandimaa
EE|EE-86|Võrumaa
LV|LV-DGV|Daugavpils
LV|LV-JEL|Jelgava
LV||Jēkabpils
LV|LV-JUR|Jūrmala
LV|LV-LPX|Liepāja
LV|LV-LE|Liepājas novads
LV|LV-REZ|Rēzekne
LV|LV-RIX|Rīga
LV|LV-RI|Rīgas novads
LV||Valmiera
LV|LV-VEN|Ventspils
LV||Aglonas novads
LV|LV-AI|Aizkraukles novads
LV||Aizputes novads
LV||Aknīstes novads
LV||Alojas novads
LV||Alsungas novads
LV|LV-AL|Alūksnes novads
LV||Amatas novads
LV||Apes novads
LV||Auces novads
LV||Babītes novads
LV||Baldones novads
LV||Baltinavas novads
LV|LV-BL|Balvu novads
LV|LV-BU|Bauskas novads
LV||Beverīnas novads
LV||Brocēnu novads
LV||Burtnieku novads
LV||Carnikavas novads
LV||Cesvaines novads
LV||Ciblas novads
LV|LV-CE|Cēsu novads
LV||Dagdas novads
LV|LV-DA|Daugavpils novads
LV|LV-DO|Dobeles novads
LV||Dundagas novads
LV||Durbes novads
LV||Engures novads
LV||Garkalnes novads
LV||Grobiņas novads
LV|LV-GU|Gulbenes novads
LV||Iecavas novads
LV||Ikšķiles novads
LV||Ilūkstes novads
LV||Inčukalna novads
LV||Jaunjelgavas novads
LV||Jaunpiebalgas novads
LV||Jaunpils novads
LV|LV-JL|Jelgavas novads
LV|LV-JK|Jēkabpils novads
LV||Kandavas novads
LV||Kokneses novads
LV||Krimuldas novads
LV||Krustpils novads
LV|LV-KR|Krāslavas novads
LV|LV-KU|Kuldīgas novads
LV||Kārsavas novads
LV||Lielvārdes novads
LV|LV-LM|Limbažu novads
LV||Lubānas novads
LV|LV-LU|Ludzas novads
LV||Līgatnes novads
LV||Līvānu novads
LV|LV-MA|Madonas novads
LV||Mazsalacas novads
LV||Mālpils novads
LV||Mārupes novads
LV||Naukšēnu novads
LV||Neretas novads
LV||Nīcas novads
LV|LV-OG|Ogres novads
LV||Olaines novads
LV||Ozolnieku novads
LV|LV-PR|Preiļu novads
LV||Priekules novads
LV||Priekuļu novads
LV||Pārgaujas novads
LV||Pāvilostas novads
LV||Pļaviņu novads
LV||Raunas novads
LV||Riebiņu novads
LV||Rojas novads
LV||Ropažu novads
LV||Rucavas novads
LV||Rugāju novads
LV||Rundāles novads
LV|LV-RE|Rēzeknes novads
LV||Rūjienas novads
LV||Salacgrīvas novads
LV||Salas novads
LV||Salaspils novads
LV|LV-SA|Saldus novads
LV||Saulkrastu novads
LV||Siguldas novads
LV||Skrundas novads
LV||Skrīveru novads
LV||Smiltenes novads
LV||Stopiņu novads
LV||Strenču novads
LV||Sējas novads
LV|LV-TA|Talsu novads
LV|LV-TU|Tukuma novads
LV||Tērvetes novads
LV||Vaiņodes novads
LV|LV-VK|Valkas novads
LV|LV-VM|Valmieras novads
LV||Varakļānu novads
LV||Vecpiebalgas novads
LV||Vecumnieku novads
LV|LV-VE|Ventspils novads
LV||Viesītes novads
LV||Viļakas novads
LV||Viļānu novads
LV||Vārkavas novads
LV||Zilupes novads
LV||Ādažu novads
LV||Ērgļu novads
LV||Ķeguma novads
LV||Ķekavas novads
LT|LT-AL|Alytaus Apskritis
LT|LT-KU|Kauno Apskritis
LT|LT-KL|Klaipėdos Apskritis
LT|LT-MR|Marijampolės Apskritis
LT|LT-PN|Panevėžio Apskritis
LT|LT-SA|Šiaulių Apskritis
LT|LT-TA|Tauragės Apskritis
LT|LT-TE|Telšių Apskritis
LT|LT-UT|Utenos Apskritis
LT|LT-VL|Vilniaus Apskritis
BR|AC|Acre
BR|AL|Alagoas
BR|AP|Amapá
BR|AM|Amazonas
BR|BA|Bahia
BR|CE|Ceará
BR|ES|Espírito Santo
BR|GO|Goiás
BR|MA|Maranhão
BR|MT|Mato Grosso
BR|MS|Mato Grosso do Sul
BR|MG|Minas Gerais
BR|PA|Pará
BR|PB|Paraíba
BR|PR|Paraná
BR|PE|Pernambuco
BR|PI|Piauí
BR|RJ|Rio de Janeiro
BR|RN|Rio Grande do Norte
BR|RS|Rio Grande do Sul
BR|RO|Rondônia
BR|RR|Roraima
BR|SC|Santa Catarina
BR|SP|São Paulo
BR|SE|Sergipe
BR|TO|Tocantins
BR|DF|Distrito Federal
HR|HR-01|Zagrebačka županija
HR|HR-02|Krapinsko-zagorska županija
HR|HR-03|Sisačko-moslavačka županija
HR|HR-04|Karlovačka županija
HR|HR-05|Varaždinska županija
HR|HR-06|Koprivničko-križevačka županija
HR|HR-07|Bjelovarsko-bilogorska županija
HR|HR-08|Primorsko-goranska županija
HR|HR-09|Ličko-senjska županija
HR|HR-10|Virovitičko-podravska županija
HR|HR-11|Požeško-slavonska županija
HR|HR-12|Brodsko-posavska županija
HR|HR-13|Zadarska županija
HR|HR-14|Osječko-baranjska županija
HR|HR-15|Šibensko-kninska županija
HR|HR-16|Vukovarsko-srijemska županija
HR|HR-17|Splitsko-dalmatinska županija
HR|HR-18|Istarska županija
HR|HR-19|Dubrovačko-neretvanska županija
HR|HR-20|Međimurska županija
HR|HR-21|Grad Zagreb
IN|AN|Andaman and Nicobar Islands
IN|AP|Andhra Pradesh
IN|AR|Arunachal Pradesh
IN|AS|Assam
IN|BR|Bihar
IN|CH|Chandigarh
IN|CT|Chhattisgarh
IN|DN|Dadra and Nagar Haveli
IN|DD|Daman and Diu
IN|DL|Delhi
IN|GA|Goa
IN|GJ|Gujarat
IN|HR|Haryana
IN|HP|Himachal Pradesh
IN|JK|Jammu and Kashmir
IN|JH|Jharkhand
IN|KA|Karnataka
IN|KL|Kerala
IN|LD|Lakshadweep
IN|MP|Madhya Pradesh
IN|MH|Maharashtra
IN|MN|Manipur
IN|ML|Meghalaya
IN|MZ|Mizoram
IN|NL|Nagaland
IN|OR|Odisha
IN|PY|Puducherry
IN|PB|Punjab
IN|RJ|Rajasthan
IN|SK|Sikkim
IN|TN|Tamil Nadu
IN|TG|Telangana
IN|TR|Tripura
IN|UP|Uttar Pradesh
IN|UT|Uttarakhand
IN|WB|West Bengal
AU|ACT|Australian Capital Territory
AU|NSW|New South Wales
AU|VIC|Victoria
AU|QLD|Queensland
AU|SA|South Australia
AU|TAS|Tasmania
AU|WA|Western Australia
AU|NT|Northern Territory`;

export interface RegionSeed {
  region_id: number;
  country_id: string;
  code: string;
  default_name: string;
}

export function regionRows(): RegionSeed[] {
  return REGION_ROWS.trim()
    .split('\n')
    .map((line, i) => {
      const [country_id, code, default_name] = line.split('|');
      return { region_id: i + 1, country_id, code: code || default_name, default_name };
    });
}
